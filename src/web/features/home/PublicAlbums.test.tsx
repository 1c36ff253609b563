// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../api/client';
import { ApiProvider } from '../../api/context';
import { polyfillJsdom } from '../../jsdom-polyfills';
import { messages as en } from '../../locales/en/messages.po';
import { PublicAlbums } from './PublicAlbums';

beforeAll(() => {
  polyfillJsdom();
  i18n.loadAndActivate({ locale: 'en', messages: en });
});

afterEach(cleanup);

const renderWith = (answer: () => Promise<ApiResult<unknown>>) => {
  const api = { get: answer, post: answer, request: answer } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={api}>
            <PublicAlbums />
          </ApiProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
};

const page = (items: unknown[]) => ({
  success: true as const,
  status: 200,
  message: 'OK',
  data: { items, total: items.length, page: 1, pageSize: 20 },
});

describe('PublicAlbums', () => {
  it('shows skeletons while loading', () => {
    renderWith(() => new Promise(() => undefined));
    expect(screen.getByTestId('albums-loading')).toBeTruthy();
  });

  it('shows the empty state when there are no public albums', async () => {
    renderWith(async () => page([]));
    expect(await screen.findByText('No public albums yet')).toBeTruthy();
  });

  it('lists the albums with their izoom counts', async () => {
    renderWith(async () =>
      page([
        { id: 1, name: 'Kyoto gardens', description: 'Moss and stone', izoomCount: 1 },
        { id: 2, name: 'Old maps', description: null, izoomCount: 12 },
      ]),
    );
    expect(await screen.findByText('Kyoto gardens')).toBeTruthy();
    expect(screen.getAllByTestId('album-card')).toHaveLength(2);
    expect(screen.getByText('1 izoom')).toBeTruthy();
    expect(screen.getByText('12 izooms')).toBeTruthy();
    expect(screen.getByText('Moss and stone')).toBeTruthy();
  });

  it('shows the failure message of the envelope', async () => {
    renderWith(async () => ({ success: false, status: 0, data: {}, message: 'Failed to fetch', description: 'x' }));
    expect(await screen.findByText('Albums could not be loaded')).toBeTruthy();
    expect(screen.getByText('Failed to fetch')).toBeTruthy();
  });
});
