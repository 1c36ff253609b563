import { createFileRoute } from '@tanstack/react-router';
import { EmbedPage, type EmbedSearch } from '../features/viewer/EmbedPage';

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

const EmbedRoute = () => <EmbedPage {...Route.useSearch()} />;

export const Route = createFileRoute('/embed')({
  validateSearch: (search: Record<string, unknown>): EmbedSearch => ({
    izoom: positiveInt(search.izoom),
    dzi: text(search.dzi),
    iiif: text(search.iiif),
    view: text(search.view),
  }),
  component: EmbedRoute,
});
