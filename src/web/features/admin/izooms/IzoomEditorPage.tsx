import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDeleteIzoom } from '../../../api/izoom-delete';
import { useIzoomDetail } from '../../../api/izoom-detail';
import { isGenerating, useGenerateState } from '../../../api/izoom-generate-state';
import { LoadError } from '../../../components/LoadError';
import { ask } from '../../../notices/dialogs';
import { AdminPage } from '../AdminPage';
import { runAction } from '../run-action';
import { VisibilityBadge } from '../StateBadge';
import { useCanEdit } from '../use-can-edit';
import { GeneratePanel } from './GeneratePanel';
import { IzoomDetailsForm } from './IzoomDetailsForm';
import { PictureGrid } from './PictureGrid';
import { PosterPanel } from './PosterPanel';
import { UploadPanel } from './UploadPanel';

const Panel = ({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) => (
  <Card withBorder radius="lg" padding="lg" data-testid={testId}>
    <Stack gap="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  </Card>
);

/** /admin/izooms/$izoomId: details, generation, poster, uploads and the picture grid of one izoom. */
export const IzoomEditorPage = ({ izoomId }: { izoomId: number }) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const query = useIzoomDetail(izoomId);
  const state = useGenerateState(izoomId, query.data?.generate);
  const remove = useDeleteIzoom();
  const izoom = query.data;
  const locked = isGenerating(state.data?.state ?? izoom?.generate.state);

  const onDelete = async () => {
    if (!izoom) return;
    const yes = await ask({
      title: t`Delete izoom`,
      message: t`Delete ${izoom.name} and all its pictures?`,
      danger: true,
    });
    if (!yes) return;
    const done = await runAction(() => remove.mutateAsync(izoom.id), { block: true, success: t`Izoom deleted` });
    if (done) await navigate({ to: '/admin/izooms' });
  };

  return (
    <AdminPage
      testId="admin-izoom-editor"
      title={izoom?.name ?? <Trans>Izoom</Trans>}
      description={izoom && <VisibilityBadge isPublic={izoom.isPublic} />}
      actions={
        izoom && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconEye size={16} />}
              disabled={!izoom.manifestUrl}
              component="a"
              href={`/embed?izoom=${izoom.id}`}
              target="_blank"
              data-testid="view-izoom"
            >
              <Trans>View</Trans>
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
              data-testid="delete-izoom"
            >
              <Trans>Delete</Trans>
            </Button>
          </Group>
        )
      }
    >
      {query.isPending ? (
        <Skeleton height={400} radius="lg" />
      ) : !izoom ? (
        <LoadError
          title={t`The izoom could not be loaded`}
          message={query.error?.message ?? ''}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Panel title={<Trans>Details</Trans>}>
              <IzoomDetailsForm key={izoom.updatedAt} izoom={izoom} canEdit={canEdit} />
            </Panel>
            <Stack gap="lg">
              <Panel title={<Trans>Generation</Trans>}>
                <GeneratePanel izoom={izoom} canEdit={canEdit} />
              </Panel>
              <Panel title={<Trans>Poster</Trans>}>
                <PosterPanel izoom={izoom} canEdit={canEdit} />
              </Panel>
            </Stack>
          </SimpleGrid>
          <Panel title={<Trans>Pictures</Trans>} testId="pictures-panel">
            {canEdit && <UploadPanel izoomId={izoom.id} disabled={locked} />}
            <PictureGrid izoom={izoom} canEdit={canEdit} locked={locked} />
          </Panel>
        </Stack>
      )}
    </AdminPage>
  );
};
