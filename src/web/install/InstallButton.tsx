import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { InstallPrompt } from './install-prompt';
import { useInstallPrompt } from './use-install-prompt';

/** "Install app", shown only while the browser offers installation. */
export const InstallButton = ({ prompt }: { prompt?: InstallPrompt }) => {
  const { t } = useLingui();
  const { available, install } = useInstallPrompt(prompt);
  if (!available) return null;
  const label = t`Install app`;
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => void install()}>
        <IconDownload size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
};
