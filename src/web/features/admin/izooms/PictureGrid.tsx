import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, SimpleGrid, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { IzoomDetail } from '../../../../shared/schemas/izooms';
import { useDeletePicture } from '../../../api/izoom-delete-picture';
import { useUpdatePoster } from '../../../api/izoom-poster';
import { useReorderPictures } from '../../../api/izoom-reorder';
import { useReplaceImage } from '../../../api/izoom-replace-image';
import { ask } from '../../../notices/dialogs';
import { runAction } from '../run-action';
import { PictureTile } from './PictureTile';
import { moveItem, sameOrder } from './reorder';

interface PictureGridProps {
  izoom: IzoomDetail;
  canEdit: boolean;
  /** Pictures cannot change while a generation runs. */
  locked: boolean;
}

/** The izoom's pictures in order: drag (or move buttons) to reorder; each can be the poster, replaced or deleted. */
export const PictureGrid = ({ izoom, canEdit, locked }: PictureGridProps) => {
  const { t } = useLingui();
  const reorder = useReorderPictures();
  const poster = useUpdatePoster();
  const replace = useReplaceImage();
  const remove = useDeletePicture();
  const serverOrder = izoom.pictures.map((p) => p.id);
  const [order, setOrder] = useState(serverOrder);
  const [dragged, setDragged] = useState<number | null>(null);
  const replacing = useRef<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const serverKey = serverOrder.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's order, by value.
  useEffect(() => setOrder(serverOrder), [serverKey]);

  if (izoom.pictures.length === 0) {
    return (
      <EmptyState
        withIndicatorBackground
        icon={<IconPhoto size={28} stroke={1.5} />}
        title={t`No pictures yet`}
        description={t`Drop pictures or a zip above.`}
      />
    );
  }
  const byId = new Map(izoom.pictures.map((p) => [p.id, p]));
  const editable = canEdit && !locked;

  const saveOrder = async (next: number[]) => {
    if (sameOrder(next, order)) return;
    setOrder(next);
    const saved = await runAction(() => reorder.mutateAsync({ id: izoom.id, pictureIds: next }), {
      success: t`Order saved`,
    });
    if (!saved) setOrder(serverOrder);
  };
  const move = (from: number, to: number) => void saveOrder(moveItem(order, from, to));

  const onReplace = async (file: File | undefined) => {
    const pictureId = replacing.current;
    replacing.current = null;
    if (!file || pictureId === null) return;
    await runAction(() => replace.mutateAsync({ id: izoom.id, pictureId, file }), {
      block: true,
      success: t`Picture replaced`,
    });
  };

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="replace-input"
        onChange={(event) => {
          void onReplace(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="picture-grid">
        {order.map((id, index) => {
          const picture = byId.get(id);
          if (!picture) return null;
          return (
            <PictureTile
              key={id}
              picture={picture}
              index={index}
              count={order.length}
              editable={editable}
              dragging={dragged === index}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDropOn={() => {
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              onMove={(by) => move(index, index + by)}
              onPoster={() =>
                void runAction(() => poster.mutateAsync({ id: izoom.id, pictureId: picture.id }), {
                  success: t`Poster saved`,
                })
              }
              onReplace={() => {
                replacing.current = picture.id;
                fileInput.current?.click();
              }}
              onDelete={async () => {
                const yes = await ask({
                  title: t`Delete picture`,
                  message: t`Delete ${picture.name} from this izoom?`,
                  danger: true,
                });
                if (yes) {
                  await runAction(() => remove.mutateAsync({ id: izoom.id, pictureId: picture.id }), {
                    block: true,
                    success: t`Picture deleted`,
                  });
                }
              }}
            />
          );
        })}
      </SimpleGrid>
      {editable && order.length > 1 && (
        <Text size="xs" c="dimmed">
          <Trans>Drag pictures to change their order, or use the arrows. Generate again to publish a new order.</Trans>
        </Text>
      )}
    </>
  );
};
