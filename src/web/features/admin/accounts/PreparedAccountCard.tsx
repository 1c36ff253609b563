import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Card, Code, CopyButton, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { PreparedAccount } from '../../../api/prepare-account';

const Copy = ({ value }: { value: string }) => {
  const { t } = useLingui();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t`Copied` : t`Copy`}>
          <ActionIcon variant="subtle" onClick={copy} aria-label={t`Copy`}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
};

/** The new kiosk account, shown once: e-mail, password, the album's kiosk address and how to start it. */
export const PreparedAccountCard = ({
  account,
  albumId,
  onDone,
}: {
  account: PreparedAccount;
  albumId: string | null;
  onDone: () => void;
}) => {
  const { t } = useLingui();
  const kioskUrl = albumId ? `${window.location.origin}/album/${albumId}?kiosk` : null;
  const rows: [string, string][] = [
    [t`E-mail`, account.user.email],
    [t`Password`, account.password],
    ...(kioskUrl ? ([[t`Kiosk address`, kioskUrl]] as [string, string][]) : []),
  ];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="prepared-account">
      <Stack>
        <Alert color="yellow" variant="light" icon={<IconKey size={18} />} title={t`Viewer account created`}>
          <Trans>Write the password down now: it is shown only once.</Trans>
        </Alert>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{label}</Table.Th>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Code data-testid="prepared-value">{value}</Code>
                    <Copy value={value} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">
          <Trans>
            On the kiosk, open the kiosk address, sign in with this e-mail and password, and the album tours itself. To
            start the browser full screen:
          </Trans>
        </Text>
        <Code block>{`chromium --kiosk --app='${kioskUrl ?? `${window.location.origin}/album/ID?kiosk`}'`}</Code>
        <Group>
          <Button onClick={onDone}>
            <Trans>Done</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
