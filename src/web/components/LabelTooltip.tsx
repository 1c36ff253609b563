import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** Mantine's tooltip, in a file of its own so that it (and floating-ui) can load after the page has drawn. */
export const LabelTooltip = ({ label, children }: { label: string; children: ReactElement }) => (
  <Tooltip label={label}>{children}</Tooltip>
);
