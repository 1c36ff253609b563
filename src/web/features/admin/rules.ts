import { useLingui } from '@lingui/react/macro';
import { useFormRules } from '../../forms/validation';

/** The server's limits (src/shared/schemas/common.ts). */
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;

/** The admin forms' field rules, with the spec §5 messages: each answers the message to show, or null. */
export const useAdminRules = () => {
  const { t } = useLingui();
  const rules = useFormRules();
  const names = { name: t`Name`, description: t`Description`, groupName: t`Group name` };
  const requiredName = (label: string) => (value: string) =>
    !value.trim()
      ? rules.required(label)
      : value.trim().length > NAME_MAX_LENGTH
        ? rules.maxLength(NAME_MAX_LENGTH)
        : null;
  return {
    names,
    name: requiredName(names.name),
    groupName: requiredName(names.groupName),
    description: (value: string) =>
      value.length > DESCRIPTION_MAX_LENGTH ? rules.maxLength(DESCRIPTION_MAX_LENGTH) : null,
    required: rules.required,
    notValid: rules.notValid,
    email: rules.email,
  };
};
