import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DetailLevel } from '../../offline/save-plan';

export const DETAIL_LABELS: Record<DetailLevel, MessageDescriptor> = {
  overview: msg({ message: 'Overview', context: 'detail level' }),
  screen: msg({ message: 'Screen', context: 'detail level' }),
  full: msg({ message: 'Full detail', context: 'detail level' }),
};

export const DETAIL_HINTS: Record<DetailLevel, MessageDescriptor> = {
  overview: msg`Each picture up to 1,024 pixels across`,
  screen: msg`Each picture up to 4,096 pixels across`,
  full: msg`Every pixel of every picture`,
};
