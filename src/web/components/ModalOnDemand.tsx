import { Modal, type ModalProps } from '@mantine/core';
import { useRef } from 'react';

/**
 * Mantine's Modal, rendered from its first opening on: a closed Modal still runs its hooks (focus, scroll lock,
 * transitions) on every render, a long task on a phone's first render of a page that only offers one.
 */
export const ModalOnDemand = (props: ModalProps) => {
  const opened = useRef(false);
  if (props.opened) opened.current = true;
  return opened.current ? <Modal {...props} /> : null;
};
