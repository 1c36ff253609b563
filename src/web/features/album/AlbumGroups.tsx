import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import { CARD_GRID } from '../../components/CardGrid';
import { IzoomCard } from '../../components/IzoomCard';
import { PlainStack, PlainTitle } from '../../components/plain';
import { visibleGroups } from './album-order';

/** The album's groups in order, each with the izooms of it the reader may see. */
export const AlbumGroups = ({ album }: { album: AlbumWithIzooms }) => {
  const { t } = useLingui();
  const groups = visibleGroups(album);

  if (groups.length === 0) {
    return (
      <EmptyState
        data-testid="album-empty"
        withIndicatorBackground
        icon={<IconZoomIn size={28} stroke={1.5} />}
        title={t`This album has no izooms yet`}
        description={t`Izooms appear here once they are added to one of its groups.`}
      />
    );
  }
  return (
    <PlainStack gap="xl">
      {groups.map((group, groupIndex) => (
        <PlainStack key={group.id} gap="md" component="section" aria-label={group.name}>
          <PlainTitle order={2} size="h4">
            {group.name}
          </PlainTitle>
          <div className={CARD_GRID}>
            {group.izooms.map((izoom, index) => (
              <IzoomCard
                key={izoom.id}
                izoom={izoom}
                priority={groupIndex === 0 && index === 0}
                renderLink={
                  izoom.manifestUrl
                    ? (props) => (
                        <Link {...props} to="." search={(prev) => ({ ...prev, izoom: izoom.id, view: undefined })} />
                      )
                    : undefined
                }
              />
            ))}
          </div>
        </PlainStack>
      ))}
    </PlainStack>
  );
};
