import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Card, Group, Image, Menu, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDots,
  IconPhotoEdit,
  IconPhotoStar,
  IconTrash,
  IconWorld,
} from '@tabler/icons-react';
import type { Picture } from '../../../../shared/schemas/izooms';
import { useFormat } from '../../../i18n/format';

interface PictureTileProps {
  picture: Picture;
  index: number;
  count: number;
  editable: boolean;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropOn: () => void;
  /** Moves it one place earlier (-1) or later (1). */
  onMove: (by: -1 | 1) => void;
  onPoster: () => void;
  onReplace: () => void;
  onDelete: () => void;
}

/** The thumbnail's own size: the picture within 320 × 320 (see THUMBNAIL_WIDTH on the server). */
const thumbnailSize = ({ width, height }: Picture) => {
  const scale = Math.min(1, 320 / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/** One picture of the grid: its thumbnail, name and size; draggable, with move buttons and a menu. */
export const PictureTile = (props: PictureTileProps) => {
  const { picture, index, count, editable } = props;
  const { t } = useLingui();
  const { formatNumber } = useFormat();
  const position = formatNumber(index + 1);
  return (
    <Card
      withBorder
      radius="md"
      padding={6}
      draggable={editable}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(picture.id));
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={(event) => editable && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDropOn();
      }}
      style={{ opacity: props.dragging ? 0.4 : 1, cursor: editable ? 'grab' : undefined }}
      data-testid="picture-tile"
      data-picture-id={picture.id}
    >
      {picture.iiifInfoUrl ? (
        // Its server is not ours, and may not serve a thumbnail: it is said, not shown.
        <Card.Section h={110} bg="gray.1" data-testid="outside-picture" title={picture.iiifInfoUrl}>
          <Stack h="100%" gap={2} align="center" justify="center" c="dimmed">
            <IconWorld size={28} stroke={1.5} />
            <Text size="xs">{t`IIIF image from another server`}</Text>
          </Stack>
        </Card.Section>
      ) : (
        <Card.Section component="picture" display="block">
          {/* Pictures read offline by an older version have no AVIF. */}
          {picture.thumbnailAvifUrl && <source type="image/avif" srcSet={picture.thumbnailAvifUrl} />}
          <Image
            src={picture.thumbnailUrl}
            alt={picture.name}
            h={110}
            fit="cover"
            draggable={false}
            {...thumbnailSize(picture)}
            loading="lazy"
            decoding="async"
          />
        </Card.Section>
      )}
      <Text size="xs" fw={500} truncate mt={6} title={picture.name}>
        {position}. {picture.name}
      </Text>
      <Text size="xs" c="dimmed">
        {formatNumber(picture.width)} × {formatNumber(picture.height)}
      </Text>
      {editable && (
        <Group gap={2} justify="space-between" mt={4}>
          <Group gap={2}>
            <Tooltip label={t`Move earlier`}>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t`Move earlier`}
                disabled={index === 0}
                onClick={() => props.onMove(-1)}
              >
                <IconArrowLeft size={14} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t`Move later`}>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t`Move later`}
                disabled={index === count - 1}
                onClick={() => props.onMove(1)}
              >
                <IconArrowRight size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t`Actions for ${picture.name}`}
                data-testid="picture-menu"
              >
                <IconDots size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {!picture.iiifInfoUrl && (
                <Menu.Item leftSection={<IconPhotoStar size={14} />} onClick={props.onPoster}>
                  {t`Use as poster`}
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconPhotoEdit size={14} />} onClick={props.onReplace}>
                {t`Replace image`}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={props.onDelete}>
                {t`Delete picture`}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
    </Card>
  );
};
