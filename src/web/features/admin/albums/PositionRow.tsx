import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AlbumPosition } from '../../../../shared/schemas/albums';
import { useUpdatePosition } from '../../../api/album-position';
import { useFormRules } from '../../../forms/validation';
import { toast } from '../../../notices/toasts';
import { failureMessage } from '../run-action';
import { POSITION_FIELDS, type PositionField, type PositionValues, readPosition } from './positions';

interface PositionRowProps {
  albumId: number;
  name: string;
  position: AlbumPosition;
  /** Stored in the album (otherwise where the gallery hangs it by default). */
  stored: boolean;
  canEdit: boolean;
}

const STEP: Record<PositionField, number> = { x: 0.1, y: 0.1, z: 0.1, rotation: 15, scale: 0.1 };

/** One izoom's position as numbers; Save stores it and says so in the 1-second toast at the bottom right. */
export const PositionRow = ({ albumId, name, position, stored, canEdit }: PositionRowProps) => {
  const { t } = useLingui();
  const rules = useFormRules();
  const save = useUpdatePosition();
  const [values, setValues] = useState<PositionValues>(position);
  const [errors, setErrors] = useState<Partial<Record<PositionField, string>>>({});
  const labels: Record<PositionField, string> = { x: 'x', y: 'y', z: 'z', rotation: t`Rotation`, scale: t`Scale` };

  const submit = async () => {
    const read = readPosition(position.izoomId, values);
    if ('errors' in read) {
      setErrors(
        Object.fromEntries(
          Object.entries(read.errors).map(([field, kind]) => [
            field,
            kind === 'required'
              ? rules.required(labels[field as PositionField])
              : rules.notValid(labels[field as PositionField]),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: albumId, position: read.position });
      toast.positionSaved(t`Position of ${name} saved`);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  return (
    <Table.Tr data-testid="position-row" data-izoom-id={position.izoomId}>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          {!stored && (
            <Badge size="xs" variant="light" color="gray" tt="none">
              <Trans>On the wall by default</Trans>
            </Badge>
          )}
        </Stack>
      </Table.Td>
      {POSITION_FIELDS.map((field) => (
        <Table.Td key={field}>
          <NumberInput
            size="xs"
            w={96}
            aria-label={t`${labels[field]} of ${name}`}
            value={values[field]}
            step={STEP[field]}
            decimalScale={3}
            readOnly={!canEdit}
            error={errors[field]}
            onChange={(value) => setValues({ ...values, [field]: value })}
            data-testid={`position-${field}`}
          />
        </Table.Td>
      ))}
      <Table.Td>
        {canEdit && (
          <Button size="xs" loading={save.isPending} onClick={submit} data-testid="save-position">
            <Trans>Save</Trans>
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
};
