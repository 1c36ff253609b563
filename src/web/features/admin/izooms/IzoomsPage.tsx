import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card, EmptyState, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCreateIzoom } from '../../../api/izoom-create';
import { useIzoomList } from '../../../api/izoom-list';
import type { ListParams } from '../../../api/list-params';
import { CARD_SIZES, GRID } from '../../../components/CardGrid';
import { CardText } from '../../../components/CardText';
import { LoadError } from '../../../components/LoadError';
import { Poster } from '../../../components/Poster';
import { AdminPage } from '../AdminPage';
import { CreateDialog } from '../CreateDialog';
import { ListControls } from '../ListControls';
import { ListPaging } from '../ListPaging';
import { StateBadge, VisibilityBadge } from '../StateBadge';

interface IzoomsPageProps {
  params: ListParams;
  onParams: (params: ListParams) => void;
}

/** /admin/izooms: the izooms the user manages, searchable, sorted and paged, each with its state. */
export const IzoomsPage = ({ params, onParams }: IzoomsPageProps) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const list = useIzoomList(params);
  const create = useCreateIzoom();
  return (
    <AdminPage
      testId="admin-izooms"
      title={<Trans>Izooms</Trans>}
      description={t`Upload pictures, generate, choose posters.`}
      actions={
        <CreateDialog
          label={t`New izoom`}
          title={t`New izoom`}
          testId="new-izoom"
          onCreate={async (item) => {
            const izoom = await create.mutateAsync(item);
            await navigate({ to: '/admin/izooms/$izoomId', params: { izoomId: String(izoom.id) } });
            return izoom;
          }}
        />
      }
    >
      <ListControls params={params} onChange={onParams} />
      {list.isPending ? (
        <SimpleGrid cols={GRID}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <LoadError
          title={t`Izooms could not be loaded`}
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          withIndicatorBackground
          py="xl"
          icon={<IconZoomIn size={28} stroke={1.5} />}
          title={params.q ? t`No izoom has this name` : t`No izooms yet`}
          description={t`Make one with New izoom, then drop pictures or a zip on it.`}
          data-testid="izooms-empty"
        />
      ) : (
        <Stack>
          <SimpleGrid cols={GRID} data-testid="izoom-list">
            {list.data.items.map((izoom) => (
              <Card
                key={izoom.id}
                withBorder
                radius="lg"
                padding="lg"
                className="mantine-focus-auto"
                data-testid="izoom-row"
                renderRoot={(props) => (
                  <Link to="/admin/izooms/$izoomId" params={{ izoomId: String(izoom.id) }} {...props} />
                )}
              >
                <Card.Section mb="md">
                  <Poster poster={izoom.poster} alt="" sizes={CARD_SIZES} />
                </Card.Section>
                <CardText
                  name={izoom.name}
                  badge={<Plural value={izoom.pictureCount} one="# picture" other="# pictures" />}
                  description={izoom.description}
                >
                  <Group gap={6}>
                    <StateBadge state={izoom.generate.state} progress={izoom.generate.progress} />
                    <VisibilityBadge isPublic={izoom.isPublic} />
                  </Group>
                </CardText>
              </Card>
            ))}
          </SimpleGrid>
          <ListPaging params={params} total={list.data.total} onChange={onParams} />
        </Stack>
      )}
    </AdminPage>
  );
};
