import { Textarea, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '../../../shared/text';
import { useAdminRules } from './rules';

interface NameFieldsProps {
  values: { name: string; description: string };
  errors: { name?: string | null; description?: string | null };
  canEdit: boolean;
  onChange: (patch: { name?: string; description?: string }) => void;
}

/** The name and description every admin editor starts with, labelled and checked by the spec §5 rules. */
export const NameFields = ({ values, errors, canEdit, onChange }: NameFieldsProps) => {
  const rules = useAdminRules();
  return (
    <>
      <TextInput
        label={rules.names.name}
        required
        readOnly={!canEdit}
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <Textarea
        label={rules.names.description}
        autosize
        minRows={2}
        readOnly={!canEdit}
        maxLength={TEXT_LIMITS.description}
        value={values.description}
        error={errors.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
    </>
  );
};
