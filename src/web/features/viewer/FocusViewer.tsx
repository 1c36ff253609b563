import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { MountedViewer, ViewerSource } from '../../../viewer';
import { IiifLink } from '../../components/IiifLink';
import { FailedPicturesNote } from './FailedPicturesNote';
import { Minimap } from './Minimap';
import { izoomRequest } from './use-viewer-source';
import { ViewerCanvas } from './ViewerCanvas';
import { ViewerControls } from './ViewerControls';
import { ViewerSourceGate } from './ViewerSourceGate';

interface FocusViewerProps {
  izoom: number;
  /** Its published manifest, when the page knows it (an album does): opens with no API call, so also offline. */
  manifestUrl?: string | null;
  /** Its IIIF Manifest's path, when it is public (offered with the IIIF logo). */
  iiifManifest?: string;
  view?: string;
  onViewChange: (view: string) => void;
  onClose: () => void;
  /** The next and previous izooms of the album, when there are any. */
  onNext?: () => void;
  onPrevious?: () => void;
  /** The viewer and what it shows, told again for each izoom it shows (null once gone), for a kiosk tour to steer. */
  onViewer?: (viewer: MountedViewer | null, source: ViewerSource | null) => void;
}

const ignoreView = () => undefined;

/** Focus mode: one izoom over the page, zoomable to native pixels, with next/previous in its album. */
export const FocusViewer = ({
  izoom,
  manifestUrl,
  iiifManifest,
  view,
  onViewChange,
  onClose,
  onNext,
  onPrevious,
  onViewer,
}: FocusViewerProps) => {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<MountedViewer | null>(null);
  const [shown, setShown] = useState<ViewerSource | null>(null);
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) onClose();
    };
    // Capture: a tooltip's own Escape handling must not swallow it.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  useEffect(() => viewer?.canvas.focus(), [viewer]);

  return (
    <div
      ref={frame}
      role="dialog"
      aria-modal="true"
      aria-label={shown?.title ?? t`Izoom`}
      data-testid="focus-viewer"
      style={{ position: 'fixed', inset: 0, zIndex: 300, background: '#111' }}
    >
      <ViewerSourceGate request={izoomRequest(izoom, manifestUrl)}>
        {(source, viewerModule, loading) => (
          <>
            <ViewerCanvas
              source={source}
              viewerModule={viewerModule}
              view={view}
              // The view of the izoom still shown is not the view of the one being opened.
              onViewChange={loading ? ignoreView : onViewChange}
              onReady={(mounted, showing) => {
                setViewer(mounted);
                setShown(showing);
                onViewer?.(mounted, showing);
              }}
              onCommand={(command) =>
                command === 'next' ? onNext?.() : command === 'previous' ? onPrevious?.() : fullscreen()
              }
            />
            <FailedPicturesNote source={source} />
            {loading && (
              <Loader
                size="sm"
                color="gray"
                aria-label={t`Loading the picture`}
                data-testid="viewer-next-loading"
                style={{ position: 'absolute', right: 16, bottom: 16, zIndex: 2 }}
              />
            )}
          </>
        )}
      </ViewerSourceGate>
      <Group
        justify="space-between"
        wrap="nowrap"
        p="sm"
        pos="absolute"
        top={0}
        left={0}
        right={0}
        style={{ zIndex: 2, background: 'linear-gradient(rgba(0,0,0,0.6), transparent)' }}
      >
        <Text c="white" fw={600} truncate>
          {shown?.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          {iiifManifest && <IiifLink path={iiifManifest} kind="manifest" />}
          {onPrevious && (
            <ActionIcon variant="default" size="lg" aria-label={t`Previous izoom`} onClick={onPrevious}>
              <IconChevronLeft size={18} />
            </ActionIcon>
          )}
          {onNext && (
            <ActionIcon variant="default" size="lg" aria-label={t`Next izoom`} onClick={onNext}>
              <IconChevronRight size={18} />
            </ActionIcon>
          )}
          <ActionIcon variant="default" size="lg" aria-label={t`Close`} onClick={onClose} data-testid="viewer-close">
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {viewer && <ViewerControls viewer={viewer} onFullscreen={fullscreen} />}
      {viewer && shown && <Minimap source={shown} viewer={viewer} />}
    </div>
  );
};
