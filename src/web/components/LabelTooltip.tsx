import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/** Mantine's tooltip on an element it does not wrap, in a file of its own so that it (and floating-ui) load on demand. */
export const LabelTooltip = ({
  label,
  target,
  opened,
}: {
  label: string;
  target: RefObject<HTMLElement | null>;
  opened: boolean;
}) => <Tooltip label={label} target={target} opened={opened} />;
