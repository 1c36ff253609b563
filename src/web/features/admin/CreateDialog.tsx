import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { cleanText, TEXT_LIMITS } from '../../../shared/text';
import { useAdminRules } from './rules';
import { runAction } from './run-action';

export interface NewItem {
  name: string;
  description: string;
  isPublic: boolean;
}

interface CreateDialogProps {
  label: string;
  title: string;
  testId: string;
  /** Creates it (throws the server's failure) and goes on to it. */
  onCreate: (item: NewItem) => Promise<unknown>;
}

/** A button that asks for a name, description and public flag, then creates the item. */
export const CreateDialog = ({ label, title, testId, onCreate }: CreateDialogProps) => {
  const { t } = useLingui();
  const rules = useAdminRules();
  const [opened, { open, close }] = useDisclosure(false);
  const [item, setItem] = useState<NewItem>({ name: '', description: '', isPublic: false });
  const [errors, setErrors] = useState<{ name?: string | null; description?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { name: rules.name(item.name), description: rules.description(item.description) };
    setErrors(found);
    if (found.name || found.description) return;
    setBusy(true);
    const clean = { ...item, name: cleanText(item.name), description: cleanText(item.description, 'multi-line') };
    const done = await runAction(() => onCreate(clean));
    setBusy(false);
    if (done !== undefined) {
      close();
      setItem({ name: '', description: '', isPublic: false });
    }
  };

  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={open} data-testid={testId}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        centered
        closeButtonProps={{ 'aria-label': t`Close this dialog` }}
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={rules.names.name}
              required
              data-autofocus
              value={item.name}
              error={errors.name}
              onChange={(event) => setItem({ ...item, name: event.currentTarget.value })}
            />
            <Textarea
              label={rules.names.description}
              autosize
              minRows={2}
              maxLength={TEXT_LIMITS.description}
              value={item.description}
              error={errors.description}
              onChange={(event) => setItem({ ...item, description: event.currentTarget.value })}
            />
            <Checkbox
              label={t`Public: anyone can see it`}
              checked={item.isPublic}
              onChange={(event) => setItem({ ...item, isPublic: event.currentTarget.checked })}
            />
            <Button type="submit" loading={busy}>
              <Trans>Create</Trans>
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
};
