import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPLASH_COVER_MARKER } from '../../src/server/plugins/page-preload';
import { FIRST_ANSWERS_ID, type FirstAnswers } from '../../src/shared/first-answers';
import { CARD_SIZES } from '../../src/shared/poster-sizes';
import type { Album, AlbumSummary } from '../../src/shared/schemas/albums';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { startPageServer } from '../support/page-server';
import { publishedIzoom } from '../support/published';
import { ADMIN, type TestServer } from '../support/server';

/**
 * An app page's HTML carries its first answers: the app config and the API's own answers to the public reads the
 * page makes first, in a JSON data block the app reads instead of asking (src/shared/first-answers.ts).
 */

let server: TestServer;
let token: string;
/** A name that would end the data block, and run a script, if it were written into the HTML as it is. */
const HOSTILE = "Harbour </script><script>alert(1)</script> <!-- &amp; $' $&";

const post = <T>(p: string, body?: unknown) => call<T>(server.api, 'POST', p, { token, body });
const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">([^<]*)</script>`);
/** The splash's cover, as the server writes it in (src/server/plugins/page-preload.ts). */
const COVER = /<div id="splash">(<picture class="cover">.*?<\/picture>)<\/div>/;
const srcset = (renditions: { url: string; width: number }[]) =>
  renditions.map((r) => `${r.url} ${r.width}w`).join(', ');

async function pageOf(pathname: string): Promise<{ html: string; first: FirstAnswers | null }> {
  const html = await (await fetch(`${server.url}${pathname}`)).text();
  const block = BLOCK.exec(html);
  return { html, first: block ? (JSON.parse(block[1] ?? '') as FirstAnswers) : null };
}
const apiAnswer = async (call: string) => (await fetch(`${server.api}${call}`)).json();

beforeAll(async () => {
  server = await startPageServer();
  token = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(async () => {
  await server?.close();
});

describe('the first answers of a page', () => {
  let albumId: number;

  beforeAll(async () => {
    const izoom = await publishedIzoom(server.api, token, HOSTILE, true);
    const created = await post<Album>('/albums/create', { name: HOSTILE, isPublic: true });
    albumId = created.body.data.id;
    const groups = [{ id: 'g1', name: HOSTILE, izoomIds: [izoom.id] }];
    expect((await post(`/albums/update-group/${albumId}`, { groups })).status).toBe(200);
  });

  it("on the homepage: the app config and the API's own answers to the public albums and izooms", async () => {
    const { html, first } = await pageOf('/');
    expect(first?.config).toEqual(await (await fetch(`${server.url}/app-config.json`)).json());
    const calls = ['/albums/public-album-v2', '/izooms/public-list?pageSize=12&sort=-updatedAt'];
    expect(Object.keys(first?.answers ?? {})).toEqual(calls);
    for (const call of calls) expect(first?.answers[call], call).toEqual(await apiAnswer(call));
    // The names came through whole, and nothing in them ended the block or opened a script.
    const albums = first?.answers[calls[0] ?? ''] as { data: { items: { name: string }[] } };
    expect(albums.data.items[0]?.name).toBe(HOSTILE);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("writes the page's first poster into the splash, as the card's own picture", async () => {
    const { html, first } = await pageOf('/');
    const albums = first?.answers['/albums/public-album-v2'] as { data: { items: AlbumSummary[] } } | undefined;
    const poster = albums?.data.items[0]?.poster;
    if (!poster) throw new Error('the album has no poster');
    const cover = COVER.exec(html)?.[1] ?? '';
    const sizes = CARD_SIZES.replaceAll('"', '&quot;');
    expect(cover).toBe(
      `<picture class="cover"><source type="image/avif" srcset="${srcset(poster.avif)}" sizes="${sizes}" />` +
        `<img src="${poster.renditions.at(-1)?.url}" srcset="${srcset(poster.renditions)}" sizes="${sizes}" ` +
        `width="${poster.width}" height="${poster.height}" alt="" fetchpriority="high" /></picture>`,
    );
    // The album page's cover is its first izoom's poster, the same one here.
    expect(COVER.exec((await pageOf(`/album/${albumId}`)).html)?.[1]).toBe(cover);
  });

  it('on a public album page: the album as a visitor reads it; on a private one, nothing of it', async () => {
    const call = `/albums/public/get-by-id/${albumId}`;
    const shown = await pageOf(`/album/${albumId}`);
    expect(Object.keys(shown.first?.answers ?? {})).toEqual([call]);
    expect(shown.first?.answers[call]).toEqual(await apiAnswer(call));

    expect((await post(`/albums/update/${albumId}`, { isPublic: false })).status).toBe(200);
    const hidden = await pageOf(`/album/${albumId}`);
    expect(hidden.first?.answers).toEqual({});
    expect(hidden.first?.config).toBeTruthy();
    expect(hidden.html).not.toContain('Harbour');
    expect(hidden.html).toContain(`<div id="splash">${SPLASH_COVER_MARKER}</div>`);
    const home = await pageOf('/');
    const albums = home.first?.answers['/albums/public-album-v2'] as { data: { items: unknown[] } } | undefined;
    expect(albums?.data.items).toEqual([]);
  });

  it('on other pages, the config alone; none for files, the API or a HEAD', async () => {
    for (const page of ['/auth/login', '/album/999999', '/admin']) {
      const { html, first } = await pageOf(page);
      expect(first?.answers, page).toEqual({});
      expect(first?.config, page).toBeTruthy();
      expect(html, page).toContain(`<div id="splash">${SPLASH_COVER_MARKER}</div>`);
    }
    expect(BLOCK.test(await (await fetch(`${server.url}/api/nothing-here`)).text())).toBe(false);
    const head = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
