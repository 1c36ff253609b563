import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconWorldPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { IIIF_INFO_URL_MAX, iiifInfoUrlOf } from '../../../../shared/outside-iiif';
import { readIiifInfo } from '../../../../viewer';
import { fetchIiifInfo, notShowable } from '../../../api/iiif-info';
import { useAddIiifPicture } from '../../../api/izoom-add-iiif';
import { useFormat } from '../../../i18n/format';
import { failureMessage, runAction } from '../run-action';

interface ReadImage {
  infoUrl: string;
  width: number;
  height: number;
  version: 2 | 3;
}

/**
 * "Add a IIIF image": its info.json URL pasted, this browser reads it (the server never does) and shows its size,
 * then adds it to the izoom as a picture whose tiles come from its own server.
 */
export const AddIiifPicture = ({ izoomId, disabled }: { izoomId: number; disabled: boolean }) => {
  const { t } = useLingui();
  const { formatNumber } = useFormat();
  const add = useAddIiifPicture();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [image, setImage] = useState<ReadImage | null>(null);

  const read = async (event: FormEvent) => {
    event.preventDefault();
    setImage(null);
    const infoUrl = iiifInfoUrlOf(url);
    if (!infoUrl) {
      setError(t`Paste the address of a IIIF image's info.json (http or https).`);
      return;
    }
    setError(null);
    setReading(true);
    try {
      const described = await fetchIiifInfo(infoUrl);
      const info = await readIiifInfo(described).catch((error: unknown) => {
        throw notShowable(infoUrl, error);
      });
      setImage({ infoUrl, width: info.width, height: info.height, version: info.version });
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setReading(false);
    }
  };

  const confirm = async () => {
    if (!image) return;
    const body = { infoUrl: image.infoUrl, width: image.width, height: image.height, version: image.version };
    const added = await runAction(() => add.mutateAsync({ id: izoomId, body }), { success: t`IIIF image added` });
    if (added) {
      setImage(null);
      setUrl('');
    }
  };

  return (
    <Stack gap={6} component="form" onSubmit={read} data-testid="add-iiif-picture">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t`Add a IIIF image`}
          description={t`The address of its info.json: your browser reads it and shows the image from its own server.`}
          placeholder="https://example.org/iiif/image/info.json"
          type="url"
          inputMode="url"
          value={url}
          maxLength={IIIF_INFO_URL_MAX}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setImage(null);
          }}
          error={error}
          disabled={disabled}
          style={{ flex: '1 1 16rem', minWidth: 0 }}
        />
        <Button type="submit" variant="default" loading={reading} disabled={disabled || url.trim() === ''}>
          <Trans>Read</Trans>
        </Button>
      </Group>
      {image && (
        <Group gap="xs" wrap="wrap" data-testid="iiif-picture-read">
          <Text size="sm">
            {t`IIIF Image API ${image.version}: ${formatNumber(image.width)} × ${formatNumber(image.height)} pixels`}
          </Text>
          <Button
            size="xs"
            leftSection={<IconWorldPlus size={14} />}
            onClick={() => void confirm()}
            loading={add.isPending}
            disabled={disabled}
          >
            <Trans>Add to the izoom</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
};
