import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat } from '../../i18n/format';
import { type AlbumToSave, estimateAlbum, saveAlbum } from '../../offline/album-saver';
import { freeStorage } from '../../offline/device-storage';
import { DETAIL_LEVELS, type DetailLevel } from '../../offline/save-plan';
import { DETAIL_HINTS, DETAIL_LABELS } from './detail-labels';

/** Choosing how much of an album to keep: each level's download size beside the device's free storage. */
export const SaveChoice = ({ album, current }: { album: AlbumToSave; current?: DetailLevel }) => {
  const { t, i18n } = useLingui();
  const { formatBytes, formatNumber } = useFormat();
  const [detail, setDetail] = useState<DetailLevel>(current === 'screen' ? 'full' : 'screen');
  const [starting, setStarting] = useState(false);
  const sizes = useQuery({ queryKey: ['offline-estimate', album.id], queryFn: () => estimateAlbum(album) });
  const free = useQuery({ queryKey: ['offline-free-storage'], queryFn: freeStorage, staleTime: 0 });

  if (sizes.isPending) return <Loader size="sm" aria-label={t`Working out the download size`} />;
  if (sizes.isError)
    return (
      <Alert color="red" title={t`The download size could not be worked out`}>
        {sizes.error.message}
      </Alert>
    );
  const chosen = sizes.data[detail];
  const tooBig = chosen.bytes !== null && free.data != null && chosen.bytes > free.data;
  return (
    <Stack gap="sm">
      <Radio.Group value={detail} onChange={(value) => setDetail(value as DetailLevel)} label={t`Detail to keep`}>
        <Stack gap={8} mt={6}>
          {DETAIL_LEVELS.map((level) => {
            const { bytes, files } = sizes.data[level];
            const size = bytes === null ? t`size unknown` : formatBytes(bytes);
            const count = formatNumber(files);
            return (
              <Radio
                key={level}
                value={level}
                data-testid={`detail-${level}`}
                disabled={level === current}
                label={`${i18n._(DETAIL_LABELS[level])}: ${size}`}
                description={`${i18n._(DETAIL_HINTS[level])} · ${t`${count} files`}`}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <Text size="sm" c={tooBig ? 'red' : 'dimmed'} data-testid="free-storage">
        {free.data == null ? (
          <Trans>This browser does not tell how much storage is free.</Trans>
        ) : (
          <Trans>Free storage on this device: {formatBytes(free.data)}</Trans>
        )}
      </Text>
      <Group>
        <Button
          loading={starting}
          disabled={tooBig}
          onClick={() => {
            setStarting(true);
            void saveAlbum(album, detail).finally(() => setStarting(false));
          }}
        >
          <Trans>Save for offline</Trans>
        </Button>
      </Group>
    </Stack>
  );
};
