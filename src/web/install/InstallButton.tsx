import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useHoverLabel } from '../components/use-hover-label';
import type { InstallPrompt } from './install-prompt';
import { useInstallPrompt } from './use-install-prompt';

/** "Install app", shown only while the browser offers installation. */
export const InstallButton = ({ prompt }: { prompt?: InstallPrompt }) => {
  const { t } = useLingui();
  const { available, install } = useInstallPrompt(prompt);
  const label = t`Install app`;
  // The offer often comes while the page is still starting: its tooltip waits for a mouse to come over it.
  const { targetProps, tooltip } = useHoverLabel<HTMLButtonElement>(label);
  if (!available) return null;
  return (
    <>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => void install()} {...targetProps}>
        <IconDownload size={18} stroke={1.6} />
      </ActionIcon>
      {tooltip}
    </>
  );
};
