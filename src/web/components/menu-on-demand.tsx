import { type ComponentType, cloneElement, type ReactElement, useState } from 'react';

/** What a menu loaded on demand is given: the button it opens from (its `Menu.Target`); it mounts already open. */
export interface DemandedMenuProps {
  target: ReactElement;
}

/** One menu's code, fetched once: at the first hover, focus or press of any of its buttons. */
export interface MenuLoader<P> {
  fetch(): Promise<unknown>;
  loaded(): ComponentType<P & DemandedMenuProps> | null;
}

export function menuLoader<P extends object>(load: () => Promise<ComponentType<P & DemandedMenuProps>>): MenuLoader<P> {
  let menu: ComponentType<P & DemandedMenuProps> | null = null;
  let loading: Promise<unknown> | null = null;
  return {
    fetch: () =>
      (loading ??= load().then(
        (loadedMenu) => {
          menu = loadedMenu;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => menu,
  };
}

/**
 * A header menu whose Mantine `Menu` (and the floating-ui positioning it brings) loads on the first press of its
 * button, not with the page: it is most of what the homepage would otherwise fetch before it can draw (issue 20).
 * Until then the button is the same button, marked as opening a menu. Hovering or focusing it fetches the menu;
 * pressing it opens the menu as soon as it is there. A menu that cannot load leaves the button as it was.
 */
export function MenuOnDemand<P extends object>({
  loader,
  target,
  props,
}: DemandedMenuProps & { loader: MenuLoader<P>; props: P }) {
  const [pressed, setPressed] = useState(false);
  const [, setLoaded] = useState(false);
  const Menu = loader.loaded();
  if (pressed && Menu) return <Menu {...props} target={target} />;
  const prefetch = () => void loader.fetch().catch(() => undefined);
  const press = () => {
    setPressed(true);
    loader.fetch().then(
      () => setLoaded(true),
      () => setPressed(false),
    );
  };
  return cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: press,
    onPointerEnter: prefetch,
    onFocus: prefetch,
  } as Record<string, unknown>);
}
