import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readIiifInfo } from '../../viewer';
import { messages as en } from '../locales/en/messages.po';
import { messages as ja } from '../locales/ja/messages.po';
import { fetchIiifInfo, notShowable } from './iiif-info';

const URL = 'https://museum.example/iiif/map/info.json';

describe('reading an outside IIIF image', () => {
  beforeAll(() => i18n.load({ en, ja }));
  afterEach(() => {
    vi.unstubAllGlobals();
    i18n.activate('en');
  });

  it('says in Japanese why an info.json cannot be shown, keeping the reason the reader gave', async () => {
    i18n.activate('ja');
    const reason = await readIiifInfo({ id: 'https://museum.example/iiif/map' }).catch((error: unknown) => error);
    const message = notShowable(URL, reason).message;
    expect(message).toContain(URL);
    expect(message).toContain((reason as Error).message);
    expect(message).not.toContain('is not a IIIF Image API info.json');
    expect(message).toMatch(/[\u3040-\u30ff]/);
  });

  it('says in Japanese that the service answered with an error', async () => {
    i18n.activate('ja');
    vi.stubGlobal('fetch', async () => new Response('no', { status: 404 }));
    const failure = (await fetchIiifInfo(URL).catch((error: unknown) => error)) as Error;
    expect(failure.message).toContain('404');
    expect(failure.message).not.toContain('answered HTTP');
    expect(failure.message).toMatch(/[\u3040-\u30ff]/);
  });
});
