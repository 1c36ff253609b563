import { createFileRoute } from '@tanstack/react-router';
import { publicAlbumsQuery } from '../api/public-albums';
import { publicIzoomsQuery } from '../api/public-izooms';
import { HomePage } from '../features/home/HomePage';
import { whatIsReady } from '../next-task';

export const Route = createFileRoute('/')({
  // With the page's first answers in its HTML, the lists are there for the first render: one render, not two.
  loader: ({ context }) =>
    whatIsReady(
      Promise.all([
        context.queryClient.prefetchQuery(publicAlbumsQuery(context.api)),
        context.queryClient.prefetchQuery(publicIzoomsQuery(context.api)),
      ]),
    ),
  component: HomePage,
});
