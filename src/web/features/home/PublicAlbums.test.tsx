// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../api/client';
import { polyfillJsdom } from '../../jsdom-polyfills';
import { messages as en } from '../../locales/en/messages.po';
import { renderInApp } from '../../render-in-app';
import { PublicAlbums } from './PublicAlbums';

beforeAll(() => {
  polyfillJsdom();
  i18n.loadAndActivate({ locale: 'en', messages: en });
});

afterEach(cleanup);

const renderWith = (answer: () => Promise<ApiResult<unknown>>) =>
  renderInApp(() => <PublicAlbums />, { answer, linkTargets: ['/album/$albumId'] });

const page = (items: unknown[]) => ({
  success: true as const,
  status: 200,
  message: 'OK',
  data: { items, total: items.length, page: 1, pageSize: 20 },
});

describe('PublicAlbums', () => {
  it('shows skeletons while loading', async () => {
    renderWith(() => new Promise(() => undefined));
    expect(await screen.findByTestId('albums-loading')).toBeTruthy();
  });

  it('shows the empty state when there are no public albums', async () => {
    renderWith(async () => page([]));
    expect(await screen.findByText('No public albums yet')).toBeTruthy();
  });

  it('lists the albums with their izoom counts, each a link to its page', async () => {
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
    // The card is one link, named by all it shows (WCAG 2.5.3: the name holds the visible text).
    expect(screen.getByRole('link', { name: 'Old maps 12 izooms' }).getAttribute('href')).toBe('/album/2');
  });

  it('shows the failure message of the envelope', async () => {
    renderWith(async () => ({ success: false, status: 0, data: {}, message: 'Failed to fetch', description: 'x' }));
    expect(await screen.findByText('Albums could not be loaded')).toBeTruthy();
    expect(screen.getByText('Failed to fetch')).toBeTruthy();
  });
});
