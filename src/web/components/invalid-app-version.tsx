import { t } from '@lingui/core/macro';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { loadModals } from '../notices/modals-host';
import { reloadToNewVersion } from '../offline/updates';

const MODAL_ID = 'invalid-app-version';

/** Spec §8: a failure with INVALID_APP_VERSION shows the server's message and a 'Reload' button (into the new version). */
export const showInvalidAppVersion = async (message: string): Promise<void> => {
  const modals = await loadModals();
  modals.close(MODAL_ID);
  modals.open({
    modalId: MODAL_ID,
    centered: true,
    closeOnClickOutside: true,
    withCloseButton: false,
    children: (
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="xl" radius="xl">
            <IconInfoCircle size={26} />
          </ThemeIcon>
          <Text>{message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => void reloadToNewVersion()}>{t`Reload`}</Button>
        </Group>
      </Stack>
    ),
  });
};
