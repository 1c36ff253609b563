import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { loadModals } from './modals-host';

/** The dialog defaults of spec §8, in the current language. */
export const dialogLabels = () => ({
  confirm: i18n._(msg`OK`),
  deny: i18n._(msg`No`),
  cancel: i18n._(msg`Cancel`),
  close: i18n._(msg`Close this dialog`),
});

const LOADING_ID = 'izoom-please-wait';

/** The 'Please wait!' dialog: blocks the page until `hideLoading()`. */
export function showLoading(): void {
  void loadModals().then((modals) =>
    modals.open({
      modalId: LOADING_ID,
      withCloseButton: false,
      closeOnClickOutside: false,
      closeOnEscape: false,
      centered: true,
      size: 'xs',
      children: (
        <Group gap="md" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{i18n._(msg`Please wait!`)}</Text>
        </Group>
      ),
    }),
  );
}

export const hideLoading = (): void => void loadModals().then((modals) => modals.close(LOADING_ID));

export interface Question {
  title: string;
  message: ReactNode;
  /** Default 'Yes'. */
  yes?: string;
  /** Default 'No'. */
  no?: string;
  danger?: boolean;
}

/** The question dialog: resolves true on Yes, false on No, a click outside or Escape. */
export function ask({ title, message, yes, no, danger }: Question): Promise<boolean> {
  return new Promise((resolve) => {
    void loadModals().then((modals) =>
      modals.openConfirmModal({
        title,
        centered: true,
        children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
        labels: { confirm: yes ?? i18n._(msg`Yes`), cancel: no ?? dialogLabels().deny },
        confirmProps: danger ? { color: 'red' } : undefined,
        closeButtonProps: { 'aria-label': dialogLabels().close },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    );
  });
}
