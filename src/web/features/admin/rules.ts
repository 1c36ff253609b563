import { useLingui } from '@lingui/react/macro';
import { DESCRIPTION_RULE, lineRule, NAME_RULE, TEXT_LIMITS } from '../../../shared/text';
import { useFormRules } from '../../forms/validation';

/** The admin forms' field rules, with the spec §5 messages: each answers the message to show, or null. */
export const useAdminRules = () => {
  const { t } = useLingui();
  const rules = useFormRules();
  const names = { name: t`Name`, description: t`Description`, groupName: t`Group name`, fullname: t`Full name` };
  return {
    names,
    name: (value: string) => rules.text(value, NAME_RULE, names.name),
    groupName: (value: string) => rules.text(value, NAME_RULE, names.groupName),
    description: (value: string) => rules.text(value, DESCRIPTION_RULE, names.description),
    /** A viewer account's full name, which may be left empty. */
    fullname: (value: string) => rules.text(value, lineRule(TEXT_LIMITS.name), names.fullname),
    required: rules.required,
    notValid: rules.notValid,
    email: rules.email,
  };
};
