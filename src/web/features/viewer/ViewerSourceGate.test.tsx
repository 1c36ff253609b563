// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../api/client';
import { polyfillJsdom } from '../../jsdom-polyfills';
import { messages as en } from '../../locales/en/messages.po';
import { renderInApp } from '../../render-in-app';
import { ViewerSourceGate } from './ViewerSourceGate';

vi.mock('./use-viewer-module', () => ({
  useViewerModule: () => ({ data: {}, isPending: false, isError: false }),
}));

beforeAll(() => {
  polyfillJsdom();
  i18n.loadAndActivate({ locale: 'en', messages: en });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const manifest = (name: string) => ({ name, canvas: { width: 1, height: 1 }, tileSize: 254, overlap: 1, pictures: [] });
const izoom = (id: number) => ({
  success: true,
  status: 200,
  message: 'OK',
  data: { id, manifestUrl: `/m/${id}.json` },
});

const Page = () => {
  const [id, setId] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setId(id + 1)}>
        next
      </button>
      <ViewerSourceGate request={{ izoom: id }}>
        {(source, _module, loading) => <p data-testid="shown">{`${source.title}${loading ? ', loading' : ''}`}</p>}
      </ViewerSourceGate>
    </>
  );
};

/** Izoom 1 answers at once, izoom 2 when `release` is called, izoom 3 with an error. */
const setup = () => {
  let release: () => void = () => undefined;
  const second = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (url: string) => {
    const id = Number(/\/m\/(\d+)\.json/.exec(url)?.[1]);
    if (id === 2) await second;
    return { ok: id !== 3, status: id === 3 ? 404 : 200, text: async () => JSON.stringify(manifest(`Izoom ${id}`)) };
  });
  const answer = async (path?: string) => izoom(Number(/(\d+)$/.exec(path ?? '')?.[1])) as ApiResult<unknown>;
  renderInApp(Page, { answer });
  return { release, next: () => fireEvent.click(screen.getByText('next')) };
};

describe('ViewerSourceGate', () => {
  it('shows a spinner on the first load only: the source before stays while the next one loads', async () => {
    const { release, next } = setup();
    expect(await screen.findByTestId('viewer-loading')).toBeTruthy();
    expect((await screen.findByTestId('shown')).textContent).toBe('Izoom 1');
    next();
    expect(await screen.findByText('Izoom 1, loading')).toBeTruthy();
    expect(screen.queryByTestId('viewer-loading')).toBeNull();
    release();
    expect(await screen.findByText('Izoom 2')).toBeTruthy();
  });

  it('shows the error of a source that cannot be opened, with a retry', async () => {
    const { release, next } = setup();
    release();
    await screen.findByText('Izoom 1');
    next();
    await screen.findByText('Izoom 2');
    next();
    expect(await screen.findByTestId('viewer-error')).toBeTruthy();
    expect(screen.queryByTestId('shown')).toBeNull();
  });
});
