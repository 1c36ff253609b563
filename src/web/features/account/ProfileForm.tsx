import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProfileUpdate } from '../../../shared/schemas/users';
import { cleanText, lineRule, NAME_RULE, TEXT_LIMITS, type TextRule } from '../../../shared/text';
import { useApi } from '../../api/context';
import { type AppUser, updateProfile } from '../../api/users';
import { writeStoredUser } from '../../auth';
import { useFormRules } from '../../forms/validation';
import { chooseLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/i18n';
import { toast } from '../../notices/toasts';

const TEXT_FIELDS = ['fullname', 'firstname', 'lastname', 'phone', 'occupation', 'companyName', 'website'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** The server's rule for each field (src/shared/schemas/users.ts). */
const RULES: Record<TextField, TextRule> = {
  fullname: NAME_RULE,
  firstname: lineRule(TEXT_LIMITS.name),
  lastname: lineRule(TEXT_LIMITS.name),
  phone: lineRule(TEXT_LIMITS.phone),
  occupation: lineRule(TEXT_LIMITS.profileText),
  companyName: lineRule(TEXT_LIMITS.profileText),
  website: lineRule(TEXT_LIMITS.url),
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The user's own profile, saved through the login call with a user payload (spec §7). */
export const ProfileForm = ({ user }: { user: AppUser }) => {
  const { t, i18n } = useLingui();
  const api = useApi();
  const rules = useFormRules();
  const [error, setError] = useState<string | null>(null);
  const labels: Record<TextField, string> = {
    fullname: t`Full name`,
    firstname: t`First name`,
    lastname: t`Last name`,
    phone: t`Phone`,
    occupation: t`Occupation`,
    companyName: t`Company`,
    website: t`Website`,
  };
  const form = useForm({
    initialValues: {
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(user[field])])),
      language: isLanguage(user.language) ? user.language : i18n.locale,
    } as Record<TextField | 'language', string>,
    validate: Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, (value: string) => rules.text(value, RULES[field], labels[field])]),
    ),
  });

  const save = useMutation({
    mutationFn: async (values: ProfileUpdate) => {
      const result = await updateProfile(api, values);
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    onSuccess: async (saved, values) => {
      writeStoredUser(saved);
      form.resetDirty();
      toast.success(t`Your profile is saved`);
      if (values.language && isLanguage(values.language)) await chooseLanguage(values.language);
    },
    onError: (reason) => setError(reason.message),
  });

  const onSubmit = form.onSubmit((values) => {
    setError(null);
    save.mutate({
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, cleanText(values[f])])),
      language: values.language,
    });
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Profile</Trans>
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="profile-error">
            {error}
          </Alert>
        )}
        <TextInput label={labels.fullname} required autoComplete="name" {...form.getInputProps('fullname')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={labels.firstname} autoComplete="given-name" {...form.getInputProps('firstname')} />
          <TextInput label={labels.lastname} autoComplete="family-name" {...form.getInputProps('lastname')} />
          <TextInput label={labels.phone} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label={labels.occupation} {...form.getInputProps('occupation')} />
          <TextInput label={labels.companyName} autoComplete="organization" {...form.getInputProps('companyName')} />
          <TextInput label={labels.website} type="url" autoComplete="url" {...form.getInputProps('website')} />
        </SimpleGrid>
        <Select
          label={t`Language`}
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          allowDeselect={false}
          {...form.getInputProps('language')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
