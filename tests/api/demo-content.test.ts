import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ALBUM_NAME } from '../../src/server/demo/seed';
import type { Page } from '../../src/shared/envelope';
import type { AlbumSummary, AlbumWithIzooms } from '../../src/shared/schemas/albums';
import type { IzoomManifest } from '../../src/shared/schemas/manifest';
import { call } from '../support/api';
import { waitForGeneration } from '../support/generation';
import { startTestServer, type TestServer } from '../support/server';

/** First start on an empty data folder, with small demo pictures (the real ones are 42 megapixels). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_CONTENT: 'true', DEMO_MEGAPIXELS: '1.5' });
  await server.seeding;
});
afterAll(async () => server?.close());

describe('demo content', () => {
  it('appears in public-album-v2 and its izooms generate to done with tiles that load', async () => {
    const list = await call<Page<AlbumSummary>>(server.api, 'GET', '/albums/public-album-v2');
    const summary = list.body.data.items.find((a) => a.name === DEMO_ALBUM_NAME);
    expect(summary).toMatchObject({ izoomCount: 2 });
    expect(summary?.poster?.renditions.length).toBeGreaterThan(0);

    const album = await call<AlbumWithIzooms>(server.api, 'GET', `/albums/public/get-by-id/${summary?.id}`);
    expect(album.body.data.izooms).toHaveLength(2);
    expect(album.body.data.positions).toHaveLength(2);
    for (const izoom of album.body.data.izooms) {
      expect(izoom.isPublic).toBe(true);
      const states = await waitForGeneration(server.api, undefined, izoom.id);
      expect(states.at(-1)?.state).toBe('done');
      const fresh = await call(server.api, 'GET', `/izooms/get-public-izoom-by-id/${izoom.id}`);
      const manifestUrl = fresh.body.data.manifestUrl as string;
      const manifest = (await (await fetch(`${server.url}${manifestUrl}`)).json()) as IzoomManifest;
      const [picture] = manifest.pictures;
      expect(picture.width * picture.height).toBeGreaterThan(1.4e6);
      const tile = await fetch(
        `${server.url}${manifestUrl.replace('manifest.json', '')}${picture.tileUrlTemplate
          .replace('{level}', String(picture.maxLevel))
          .replace('{col}', '2')
          .replace('{row}', '1')}`,
      );
      expect(tile.status).toBe(200);
      const stats = await sharp(Buffer.from(await tile.arrayBuffer())).stats();
      // Rendered detail, not a flat colour.
      expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(5);
    }
  });

  it('does not seed again on a data folder that has content', async () => {
    const { seedDemoContent } = await import('../../src/server/demo/seed');
    await seedDemoContent(server.app);
    const list = await call<Page<AlbumSummary>>(server.api, 'GET', '/albums/public-album-v2');
    expect(list.body.data.items.filter((a) => a.name === DEMO_ALBUM_NAME)).toHaveLength(1);
  });
});
