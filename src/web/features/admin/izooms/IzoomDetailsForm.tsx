import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Izoom } from '../../../../shared/schemas/izooms';
import { cleanText } from '../../../../shared/text';
import { useUpdateIzoom } from '../../../api/izoom-update';
import { NameFields } from '../NameFields';
import { useAdminRules } from '../rules';
import { runAction } from '../run-action';

/** Name, description and public flag of an izoom; what was typed stays when the server refuses it. */
export const IzoomDetailsForm = ({ izoom, canEdit }: { izoom: Izoom; canEdit: boolean }) => {
  const { t } = useLingui();
  const rules = useAdminRules();
  const update = useUpdateIzoom();
  const [values, setValues] = useState({ name: izoom.name, description: izoom.description, isPublic: izoom.isPublic });
  const [errors, setErrors] = useState<{ name?: string | null; description?: string | null }>({});
  const changed =
    values.name !== izoom.name || values.description !== izoom.description || values.isPublic !== izoom.isPublic;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { name: rules.name(values.name), description: rules.description(values.description) };
    setErrors(found);
    if (found.name || found.description) return;
    const clean = { ...values, name: cleanText(values.name), description: cleanText(values.description, 'multi-line') };
    setValues(clean);
    await runAction(() => update.mutateAsync({ id: izoom.id, ...clean }), {
      success: t`Izoom saved`,
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="izoom-details">
      <Stack>
        <NameFields
          values={values}
          errors={errors}
          canEdit={canEdit}
          onChange={(patch) => setValues({ ...values, ...patch })}
        />
        <Checkbox
          label={t`Public: anyone can see it`}
          disabled={!canEdit}
          checked={values.isPublic}
          onChange={(event) => setValues({ ...values, isPublic: event.currentTarget.checked })}
        />
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!changed} data-testid="save-izoom">
              <Trans>Save</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
};
