import { useNavigate } from '@tanstack/react-router';
import { iiifPaths } from '../../../shared/iiif-paths';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import { FocusViewer } from '../viewer';
import { stepIn, viewingOrder } from './album-order';

/** Focus mode inside an album: the URL holds the album, the izoom and the view; next/previous follow the groups. */
export const AlbumFocus = ({ album, izoom, view }: { album: AlbumWithIzooms; izoom: number; view?: string }) => {
  const navigate = useNavigate();
  const order = viewingOrder(album);
  const open = (id: number | null) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, izoom: id ?? undefined, view: undefined }) });
  const next = stepIn(order, izoom, 1);
  const previous = stepIn(order, izoom, -1);
  const shown = album.izooms.find((item) => item.id === izoom);
  return (
    <FocusViewer
      izoom={izoom}
      manifestUrl={shown?.manifestUrl}
      iiifManifest={shown?.isPublic && shown.manifestUrl ? iiifPaths.manifest(izoom) : undefined}
      view={view}
      onViewChange={(next) => void navigate({ to: '.', search: (prev) => ({ ...prev, view: next }), replace: true })}
      onClose={() => open(null)}
      onNext={next === null ? undefined : () => open(next)}
      onPrevious={previous === null ? undefined : () => open(previous)}
    />
  );
};
