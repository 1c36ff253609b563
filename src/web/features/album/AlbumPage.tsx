import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { iiifPaths } from '../../../shared/iiif-paths';
import { type AlbumScope, useAlbum } from '../../api/album';
import { ApiError } from '../../api/client';
import { IiifLink } from '../../components/IiifLink';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PlainContainer, PlainGroup, PlainStack } from '../../components/plain';
import { Later } from '../../next-task';
import { SaveOfflineButton } from '../offline';
import { AlbumFocus } from './AlbumFocus';
import { AlbumGroups } from './AlbumGroups';
import { AlbumKiosk } from './AlbumKiosk';
import { AlbumScene } from './AlbumScene';
import { viewingOrder } from './album-order';

const AlbumMissing = () => {
  const { t } = useLingui();
  const name = t`album`;
  return (
    <EmptyState data-testid="album-missing" withIndicatorBackground icon={<IconPhotoOff size={28} stroke={1.5} />}>
      {/* Title and description as children, so that the title is the page's heading. */}
      <EmptyState.Title order={1}>{t`The requested ${name} is not found`}</EmptyState.Title>
      <EmptyState.Description>{t`It may have been removed, or it is private and not yours.`}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/" variant="light">
          <Trans>Go to the homepage</Trans>
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
};

const AlbumSkeleton = () => (
  <Stack gap="md" aria-busy="true" data-testid="album-loading">
    <Skeleton height={32} width="40%" />
    <Skeleton height={14} width="70%" />
    <Skeleton height={220} mt="lg" />
  </Stack>
);

/** An album (/album/$albumId, /my-album/$albumId): its name, description and izooms by group. */
export interface AlbumSearch {
  /** The izoom open in focus mode. */
  izoom?: number;
  /** Its view (see view-param.ts). */
  view?: string;
  /** Kiosk mode: the album tours itself. */
  kiosk?: boolean;
  /** Seconds on each izoom in kiosk mode. */
  dwell?: number;
}

export const AlbumPage = ({
  albumId,
  scope,
  izoom,
  view,
  kiosk,
  dwell,
}: { albumId: string; scope: AlbumScope } & AlbumSearch) => {
  const { t } = useLingui();
  const { data: album, isPending, isError, error, refetch } = useAlbum(albumId, scope);

  let body: ReactNode;
  if (isPending) body = <AlbumSkeleton />;
  // An album already shown stays when a later refetch fails (a kiosk whose network dropped).
  else if (isError && !album && error instanceof ApiError && error.result.status === 404) body = <AlbumMissing />;
  else if (isError && !album) {
    body = (
      <LoadError title={t`The album could not be loaded`} message={error.message} onRetry={() => void refetch()} />
    );
  } else {
    body = (
      <PlainStack gap="xl" data-testid="album">
        <PageHeader
          title={album.name}
          description={album.description || undefined}
          actions={
            <PlainGroup gap="xs">
              {!album.isPublic && (
                <Badge variant="light" color="gray" tt="none">
                  <Trans>Private</Trans>
                </Badge>
              )}
              {!kiosk && <SaveOfflineButton album={album} />}
              {!kiosk && album.isPublic && <IiifLink path={iiifPaths.collection(album.id)} kind="collection" />}
            </PlainGroup>
          }
        />
        {!kiosk && viewingOrder(album).length > 0 && <AlbumScene album={album} />}
        {/* A task after the rest: a phone's first render of the page is not one long task. */}
        <Later>
          <AlbumGroups album={album} />
        </Later>
        {kiosk ? (
          <AlbumKiosk album={album} dwellSeconds={dwell} onRefresh={() => void refetch()} />
        ) : (
          izoom !== undefined && <AlbumFocus album={album} izoom={izoom} view={view} />
        )}
      </PlainStack>
    );
  }
  return (
    <PlainContainer size="lg" py="md">
      {body}
    </PlainContainer>
  );
};
