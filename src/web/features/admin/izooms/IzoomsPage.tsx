import { Trans, useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCreateIzoom } from '../../../api/izoom-create';
import { useIzoomList } from '../../../api/izoom-list';
import type { ListParams } from '../../../api/list-params';
import { CardText } from '../../../components/CardText';
import { PictureCount } from '../../../components/Counts';
import { AdminList, AdminListCard } from '../AdminList';
import { AdminPage } from '../AdminPage';
import { CreateDialog } from '../CreateDialog';
import { ListControls } from '../ListControls';
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
      <AdminList
        list={list}
        params={params}
        onParams={onParams}
        errorTitle={t`Izooms could not be loaded`}
        empty={{
          icon: <IconZoomIn size={28} stroke={1.5} />,
          title: params.q ? t`No izoom has this name` : t`No izooms yet`,
          description: t`Make one with New izoom, then drop pictures or a zip on it.`,
          testId: 'izooms-empty',
        }}
        testId="izoom-list"
      >
        {(izoom) => (
          <AdminListCard
            key={izoom.id}
            poster={izoom.poster}
            testId="izoom-row"
            link={(props) => <Link to="/admin/izooms/$izoomId" params={{ izoomId: String(izoom.id) }} {...props} />}
          >
            <CardText
              name={izoom.name}
              badge={<PictureCount count={izoom.pictureCount} />}
              description={izoom.description}
            >
              <Group gap={6}>
                <StateBadge state={izoom.generate.state} progress={izoom.generate.progress} />
                <VisibilityBadge isPublic={izoom.isPublic} />
              </Group>
            </CardText>
          </AdminListCard>
        )}
      </AdminList>
    </AdminPage>
  );
};
