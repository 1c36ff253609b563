import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AlbumWithIzooms } from '../../../../shared/schemas/albums';
import { cleanText } from '../../../../shared/text';
import { useUpdateAlbum } from '../../../api/album-update';
import { NameFields } from '../NameFields';
import { useAdminRules } from '../rules';
import { runAction } from '../run-action';

/** Name, description, public flag and poster (one of its izooms') of an album. */
export const AlbumDetailsForm = ({ album, canEdit }: { album: AlbumWithIzooms; canEdit: boolean }) => {
  const { t } = useLingui();
  const rules = useAdminRules();
  const update = useUpdateAlbum();
  const initial = {
    name: album.name,
    description: album.description,
    isPublic: album.isPublic,
    posterIzoomId: album.posterIzoomId,
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ name?: string | null; description?: string | null }>({});
  const changed = JSON.stringify(values) !== JSON.stringify(initial);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { name: rules.name(values.name), description: rules.description(values.description) };
    setErrors(found);
    if (found.name || found.description) return;
    const clean = { ...values, name: cleanText(values.name), description: cleanText(values.description, 'multi-line') };
    setValues(clean);
    await runAction(() => update.mutateAsync({ id: album.id, ...clean }), {
      success: t`Album saved`,
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="album-details">
      <Stack maw={640}>
        <NameFields
          values={values}
          errors={errors}
          canEdit={canEdit}
          onChange={(patch) => setValues({ ...values, ...patch })}
        />
        <Select
          label={t`Poster`}
          description={t`The poster of one of its izooms; by default the first izoom's.`}
          placeholder={t`The first izoom's poster`}
          clearable
          readOnly={!canEdit}
          data={album.izooms.map((izoom) => ({ value: String(izoom.id), label: izoom.name }))}
          value={values.posterIzoomId === null ? null : String(values.posterIzoomId)}
          onChange={(value) => setValues({ ...values, posterIzoomId: value ? Number(value) : null })}
          data-testid="album-poster"
        />
        <Checkbox
          label={t`Public: anyone can see it`}
          disabled={!canEdit}
          checked={values.isPublic}
          onChange={(event) => setValues({ ...values, isPublic: event.currentTarget.checked })}
        />
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!changed} data-testid="save-album">
              <Trans>Save</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
};
