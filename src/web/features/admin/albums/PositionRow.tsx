import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AlbumPosition } from '../../../../shared/schemas/albums';
import { DecimalInput } from '../../../forms/DecimalInput';
import { useFormRules } from '../../../forms/validation';
import { POSITION_FIELDS, type PositionField, type PositionValues, readPosition, samePosition } from './positions';

interface PositionRowProps {
  name: string;
  /** Where the izoom stands now: being edited, stored, or where the gallery hangs it by default. */
  position: AlbumPosition;
  /** Stored in the album (otherwise where the gallery hangs it by default). */
  stored: boolean;
  /** Moved (dragged or typed) and not saved yet. */
  edited: boolean;
  /** Chosen in the scene. */
  selected: boolean;
  canEdit: boolean;
  /** Valid numbers typed: the izoom moves in the scene. */
  onDraft: (position: AlbumPosition) => void;
  onSave: (position: AlbumPosition) => Promise<unknown>;
}

const STEP: Record<PositionField, number> = { x: 0.1, y: 0.1, z: 0.1, rotation: 15, scale: 0.1 };

/** One izoom's position as numbers, following the izoom as it is dragged; Save stores it. */
export const PositionRow = (props: PositionRowProps) => {
  const { name, position, stored, edited, selected, canEdit, onDraft, onSave } = props;
  const { t } = useLingui();
  const rules = useFormRules();
  const [values, setValues] = useState<PositionValues>(position);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<PositionField, string>>>({});
  const labels: Record<PositionField, string> = { x: 'x', y: 'y', z: 'z', rotation: t`Rotation`, scale: t`Scale` };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a move from elsewhere (a drag, a save) resets what is typed.
  useEffect(() => {
    const read = readPosition(position.izoomId, values);
    if (!('position' in read) || !samePosition(read.position, position)) setValues(position);
  }, [position]);

  const change = (field: PositionField, value: number | string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const read = readPosition(position.izoomId, next);
    if ('position' in read && !samePosition(read.position, position)) onDraft(read.position);
  };

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
    setSaving(true);
    await onSave(read.position).finally(() => setSaving(false));
  };

  return (
    <Table.Tr
      data-testid="position-row"
      data-izoom-id={position.izoomId}
      data-selected={selected || undefined}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
    >
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
          <DecimalInput
            size="xs"
            w={96}
            aria-label={t`${labels[field]} of ${name}`}
            value={values[field]}
            step={STEP[field]}
            decimals={3}
            readOnly={!canEdit}
            error={errors[field]}
            onChange={(value) => change(field, value)}
            data-testid={`position-${field}`}
          />
        </Table.Td>
      ))}
      <Table.Td>
        {/*
          Beside the button, and there (hidden) before a move too: the row keeps its height and the table its
          columns, so the scene below stays put under the finger or the mouse during a drag, on a phone too.
        */}
        {canEdit && (
          <Group gap={6} wrap="nowrap">
            <Button size="xs" loading={saving} onClick={submit} data-testid="save-position">
              <Trans>Save</Trans>
            </Button>
            <Badge
              size="xs"
              variant="light"
              color="yellow"
              tt="none"
              style={edited ? undefined : { visibility: 'hidden' }}
              aria-hidden={!edited || undefined}
              data-testid={edited ? 'position-unsaved' : undefined}
            >
              <Trans>Not saved</Trans>
            </Badge>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
};
