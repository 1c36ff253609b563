import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Select, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { cleanText } from '../../../../shared/text';
import { useAlbumList } from '../../../api/album-list';
import { MAX_PAGE_SIZE } from '../../../api/list-params';
import type { PreparedAccount } from '../../../api/prepare-account';
import { usePrepareAccount } from '../../../api/prepare-account';
import { AdminPage } from '../AdminPage';
import { useAdminRules } from '../rules';
import { runAction } from '../run-action';
import { useIsAdmin } from '../use-can-edit';
import { PreparedAccountCard } from './PreparedAccountCard';

const ACCOUNT_PATTERN = /^[^\s@]+(@[^\s@]+\.[^\s@]+)?$/;

/** /admin/accounts: an admin makes a kiosk (guest) account for an album, and sees its password once. */
export const AccountsPage = () => {
  const { t } = useLingui();
  const rules = useAdminRules();
  const isAdmin = useIsAdmin();
  const prepare = usePrepareAccount();
  const albums = useAlbumList({ sort: 'name', page: 1, pageSize: MAX_PAGE_SIZE });
  const [values, setValues] = useState({ email: '', fullname: '', albumId: null as string | null });
  const [error, setError] = useState<string | null>(null);
  const [fullnameError, setFullnameError] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<{ account: PreparedAccount; albumId: string | null } | null>(null);
  const accountLabel = t`E-mail or name`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim();
    const problem = !email
      ? rules.required(accountLabel)
      : ACCOUNT_PATTERN.test(email)
        ? null
        : rules.notValid(accountLabel);
    const fullnameProblem = rules.fullname(values.fullname);
    setError(problem);
    setFullnameError(fullnameProblem);
    if (problem || fullnameProblem) return;
    const fullname = cleanText(values.fullname);
    const account = await runAction(() => prepare.mutateAsync({ email, ...(fullname && { fullname }) }), {
      block: true,
    });
    if (account) {
      setPrepared({ account, albumId: values.albumId });
      setValues({ email: '', fullname: '', albumId: values.albumId });
    }
  };

  return (
    <AdminPage
      testId="admin-accounts"
      title={<Trans>Viewer accounts</Trans>}
      description={t`Accounts for gallery kiosks: they can view, not change.`}
    >
      {!isAdmin ? (
        <Alert variant="light" icon={<IconLock size={18} />} data-testid="accounts-admin-only">
          <Trans>Only admins can create viewer accounts.</Trans>
        </Alert>
      ) : prepared ? (
        <PreparedAccountCard account={prepared.account} albumId={prepared.albumId} onDone={() => setPrepared(null)} />
      ) : (
        <Card withBorder radius="lg" padding="lg" maw={560}>
          <form onSubmit={submit} noValidate data-testid="prepare-account-form">
            <Stack>
              <TextInput
                label={accountLabel}
                description={t`A name without @ gets the server's viewer e-mail domain.`}
                required
                value={values.email}
                error={error}
                onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
              />
              <TextInput
                label={rules.names.fullname}
                value={values.fullname}
                error={fullnameError}
                onChange={(event) => setValues({ ...values, fullname: event.currentTarget.value })}
              />
              <Select
                label={t`Album for the kiosk`}
                placeholder={t`Choose an album`}
                clearable
                data={(albums.data?.items ?? []).map((album) => ({ value: String(album.id), label: album.name }))}
                value={values.albumId}
                onChange={(albumId) => setValues({ ...values, albumId })}
                data-testid="kiosk-album"
              />
              <Button type="submit" loading={prepare.isPending} data-testid="prepare-account">
                <Trans>Create viewer account</Trans>
              </Button>
            </Stack>
          </form>
        </Card>
      )}
    </AdminPage>
  );
};
