import { useLingui } from '@lingui/react/macro';
import { type PointerEvent, useEffect, useState } from 'react';
import { tileUrl } from '../../../shared/deep-zoom';
import { baseTile, type MountedViewer, type ViewerSource } from '../../../viewer';
import { cameraAtMinimapPoint, type MinimapGeometry, minimapGeometry } from './minimap-geometry';

const WIDTH = 180;

/** The whole izoom small, from each picture's one-tile level, with the view marked; a click or drag moves there. */
export const Minimap = ({ source, viewer }: { source: ViewerSource; viewer: MountedViewer }) => {
  const { t } = useLingui();
  const [geometry, setGeometry] = useState<MinimapGeometry | null>(null);

  useEffect(
    () => viewer.subscribe((camera, viewport) => setGeometry(minimapGeometry(source.canvas, camera, viewport, WIDTH))),
    [viewer, source],
  );
  if (!geometry) return null;

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    viewer.jumpTo(
      cameraAtMinimapPoint(viewer.stats().camera, geometry, event.clientX - box.left, event.clientY - box.top),
    );
  };

  return (
    <div
      data-testid="viewer-minimap"
      aria-hidden="true"
      title={t`Overview`}
      onPointerDown={moveTo}
      onPointerMove={moveTo}
      style={{
        position: 'absolute',
        left: 16,
        bottom: 16,
        zIndex: 2,
        width: geometry.size.width,
        height: geometry.size.height,
        background: '#000',
        border: '1px solid rgba(255,255,255,0.5)',
        borderRadius: 4,
        overflow: 'hidden',
        cursor: 'crosshair',
        touchAction: 'none',
      }}
    >
      {source.pictures.map((picture) => (
        <img
          key={picture.id}
          src={tileUrl(picture.tileUrlTemplate, baseTile(picture))}
          alt=""
          draggable={false}
          // Offline, a tile the browser does not hold leaves a plain patch, not a broken-image icon.
          onError={(event) => {
            event.currentTarget.style.visibility = 'hidden';
          }}
          style={{
            position: 'absolute',
            left: picture.rect.x * geometry.scale,
            top: picture.rect.y * geometry.scale,
            width: picture.rect.width * geometry.scale,
            height: picture.rect.height * geometry.scale,
          }}
        />
      ))}
      <div
        data-testid="viewer-minimap-view"
        style={{
          position: 'absolute',
          left: geometry.view.x,
          top: geometry.view.y,
          width: geometry.view.width,
          height: geometry.view.height,
          border: '2px solid #4dabf7',
          boxSizing: 'border-box',
          pointerEvents: 'none',
        }}
      />
    </div>
  );
};
