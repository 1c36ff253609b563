import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { InstallPrompt } from './install-prompt';
import { useInstallPrompt } from './use-install-prompt';

// The offer comes after the page has drawn: its tooltip need not come before.
const LabelTooltip = lazy(() => import('../components/LabelTooltip').then((m) => ({ default: m.LabelTooltip })));

/** "Install app", shown only while the browser offers installation. */
export const InstallButton = ({ prompt }: { prompt?: InstallPrompt }) => {
  const { t } = useLingui();
  const { available, install } = useInstallPrompt(prompt);
  if (!available) return null;
  const label = t`Install app`;
  const button = (
    <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => void install()}>
      <IconDownload size={18} stroke={1.6} />
    </ActionIcon>
  );
  return (
    <Suspense fallback={button}>
      <LabelTooltip label={label}>{button}</LabelTooltip>
    </Suspense>
  );
};
