import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Icon } from '@tabler/icons-react';
import { IconAlbum, IconHome, IconLayoutDashboard, IconSettings, IconUserCircle } from '@tabler/icons-react';

export interface NavItem {
  to: '/' | '/my-album' | '/dashboard' | '/admin' | '/account';
  label: MessageDescriptor;
  icon: Icon;
  /** Shown only to a signed-in user (the page is guarded). */
  signedIn: boolean;
  /** Active only on the exact path (the homepage would otherwise match everything). */
  exact?: boolean;
}

/** The main navigation: open pages first, then the signed-in ones. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: msg`Home`, icon: IconHome, signedIn: false, exact: true },
  { to: '/my-album', label: msg`My albums`, icon: IconAlbum, signedIn: false },
  { to: '/dashboard', label: msg`Dashboard`, icon: IconLayoutDashboard, signedIn: true },
  { to: '/admin', label: msg`Admin`, icon: IconSettings, signedIn: true },
  { to: '/account', label: msg`Account`, icon: IconUserCircle, signedIn: true },
];

export const visibleNavItems = (signedIn: boolean): NavItem[] => NAV_ITEMS.filter((item) => signedIn || !item.signedIn);
