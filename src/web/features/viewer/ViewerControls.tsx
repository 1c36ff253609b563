import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconHome, IconMinus, IconPlus } from '@tabler/icons-react';
import type { MountedViewer } from '../../../viewer';

const ZOOM_STEP = 1.5;

/** The on-screen zoom buttons; they act through the same deltas as the keys (+, -, 0, f). */
export const ViewerControls = ({ viewer, onFullscreen }: { viewer: MountedViewer; onFullscreen: () => void }) => {
  const { t } = useLingui();
  const zoom = (factor: number) => {
    const { width, height } = viewer.canvas.getBoundingClientRect();
    viewer.apply({ kind: 'zoom', factor, x: width / 2, y: height / 2, animate: true });
  };
  const buttons = [
    { label: t`Zoom in`, icon: IconPlus, onClick: () => zoom(ZOOM_STEP) },
    { label: t`Zoom out`, icon: IconMinus, onClick: () => zoom(1 / ZOOM_STEP) },
    { label: t`Whole picture`, icon: IconHome, onClick: () => viewer.apply({ kind: 'home' }) },
    { label: t`Full screen`, icon: IconArrowsMaximize, onClick: onFullscreen },
  ];
  return (
    <Stack gap={6} pos="absolute" right={16} bottom={16} style={{ zIndex: 2 }} data-testid="viewer-controls">
      {buttons.map(({ label, icon: Icon, onClick }) => (
        <Tooltip key={label} label={label} position="left">
          <ActionIcon size="lg" variant="default" radius="md" aria-label={label} onClick={onClick}>
            <Icon size={18} />
          </ActionIcon>
        </Tooltip>
      ))}
    </Stack>
  );
};
