import { Card, EmptyState, Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../shared/envelope';
import classes from './CardGrid.module.css';
import { LoadError } from './LoadError';

/** The cards in a row at each breakpoint, as CARD_GRID lays them out. */
export const GRID = { base: 1, sm: 2, lg: 3 } as const;
/** The class of a grid of cards (GRID's columns, `md` apart) for a plain element. */
export const CARD_GRID = classes.grid;
/** The card width at each breakpoint of GRID, for the posters' `sizes`. */
export { CARD_SIZES } from '../../shared/poster-sizes';

/** One row of skeletons (one card on a phone): more would shift what follows up when fewer cards come. */
const SKELETONS = [undefined, 'sm', 'lg'] as const;

const CardSkeletons = ({ testId }: { testId: string }) => (
  <div className={CARD_GRID} data-testid={testId} aria-busy="true">
    {SKELETONS.map((from) => (
      <Card key={from ?? 'base'} visibleFrom={from} withBorder radius="lg" padding="lg">
        <Card.Section mb="md">
          <Skeleton style={{ aspectRatio: '16 / 10' }} radius={0} />
        </Card.Section>
        <Skeleton height={18} width="60%" mb="md" />
        <Skeleton height={10} mb={8} />
        <Skeleton height={10} width="80%" />
      </Card>
    ))}
  </div>
);

interface CardGridProps<T> {
  query: UseQueryResult<Page<T>>;
  /** `<testId>`, `<testId>-loading` and `<testId>-empty` mark the three states. */
  testId: string;
  errorTitle: string;
  empty: { icon: ReactNode; title: string; description: string };
  /** One card; `index` 0 is the first. */
  card: (item: T, index: number) => ReactNode;
}

/** A listing of cards: skeletons while loading, the error with a retry, an empty state, or the cards. */
export function CardGrid<T>({ query, testId, errorTitle, empty, card }: CardGridProps<T>) {
  const { data, isPending, isError, error, refetch } = query;
  if (isPending) return <CardSkeletons testId={`${testId}-loading`} />;
  if (isError) return <LoadError title={errorTitle} message={error.message} onRetry={() => void refetch()} />;
  if (data.items.length === 0) {
    return <EmptyState data-testid={`${testId}-empty`} withIndicatorBackground py="xl" {...empty} />;
  }
  return (
    <div className={CARD_GRID} data-testid={testId}>
      {data.items.map((item, index) => card(item, index))}
    </div>
  );
}
