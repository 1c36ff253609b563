import { Card, EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { IzoomPoster } from '../../../shared/schemas/izooms';
import type { ListParams } from '../../api/list-params';
import { CARD_SIZES, GRID } from '../../components/CardGrid';
import { LoadError } from '../../components/LoadError';
import { Poster } from '../../components/Poster';
import { ListPaging } from './ListPaging';

interface AdminListProps<T> {
  list: UseQueryResult<{ items: T[]; total: number }, Error>;
  params: ListParams;
  onParams: (params: ListParams) => void;
  errorTitle: string;
  /** What shows when nothing matches (or there is nothing yet). */
  empty: { icon: ReactNode; title: string; description: string; testId: string };
  testId: string;
  children: (item: T) => ReactNode;
}

/** An admin list's body: skeletons while loading, the error with a retry, the empty state, or the cards and paging. */
export const AdminList = <T,>({ list, params, onParams, errorTitle, empty, testId, children }: AdminListProps<T>) => {
  if (list.isPending)
    return (
      <SimpleGrid cols={GRID}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={260} radius="lg" />
        ))}
      </SimpleGrid>
    );
  if (list.isError)
    return <LoadError title={errorTitle} message={list.error.message} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0)
    return (
      <EmptyState
        withIndicatorBackground
        py="xl"
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        data-testid={empty.testId}
      />
    );
  return (
    <Stack>
      <SimpleGrid cols={GRID} data-testid={testId}>
        {list.data.items.map(children)}
      </SimpleGrid>
      <ListPaging params={params} total={list.data.total} onChange={onParams} />
    </Stack>
  );
};

/** One item of an admin list: a card with its poster that opens the item's editor (`link` renders the root). */
export const AdminListCard = ({
  poster,
  testId,
  link,
  children,
}: {
  poster: IzoomPoster | null;
  testId: string;
  link: (props: Record<string, unknown>) => ReactNode;
  children: ReactNode;
}) => (
  <Card withBorder radius="lg" padding="lg" className="mantine-focus-auto" data-testid={testId} renderRoot={link}>
    <Card.Section mb="md">
      <Poster poster={poster} alt="" sizes={CARD_SIZES} />
    </Card.Section>
    {children}
  </Card>
);
