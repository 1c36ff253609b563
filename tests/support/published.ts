import { expect } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import type { IzoomManifest } from '../../src/shared/schemas/manifest';
import { call } from './api';
import { waitForGeneration } from './generation';
import { detailedJpeg } from './pictures';
import { upload } from './upload';

/** One media URL an API answer handed out, with what it is. */
export interface MediaUrl {
  what: string;
  url: string;
}

/** An izoom of two small real pictures, generated; answers it as its owner reads it. */
export async function publishedIzoom(api: string, token: string, name: string, isPublic: boolean) {
  const created = await call<IzoomDetail>(api, 'POST', '/izooms/create', { token, body: { name, isPublic } });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  const uploaded = await upload(api, `/izooms/upload/${id}`, token, [
    { name: 'wide.jpg', data: await detailedJpeg(700, 500) },
    { name: 'tall.jpg', data: await detailedJpeg(300, 400) },
  ]);
  expect(uploaded.status).toBe(201);
  return generate(api, token, id);
}

/** Generates the izoom (again) and answers it once the new version is published. */
export async function generate(api: string, token: string, id: number): Promise<IzoomDetail> {
  expect((await call(api, 'POST', `/izooms/generate-izoom/${id}`, { token })).status).toBe(202);
  expect((await waitForGeneration(api, token, id)).at(-1)?.state).toBe('done');
  return (await call<IzoomDetail>(api, 'GET', `/izooms/get-by-id/${id}`, { token })).body.data;
}

/** Every media URL an izoom's answer hands out: its manifest, each picture's .dzi and tiles, every poster rendition (JPEG and AVIF) and thumbnail. */
export async function mediaUrlsOf(origin: string, izoom: IzoomDetail): Promise<MediaUrl[]> {
  const manifestUrl = izoom.manifestUrl as string;
  const manifest = (await (await fetch(`${origin}${manifestUrl}`)).json()) as IzoomManifest;
  const folder = manifestUrl.replace('manifest.json', '');
  const tile = (template: string, level: number) =>
    folder + template.replace('{level}', String(level)).replace('{col}', '0').replace('{row}', '0');
  return [
    { what: 'manifest', url: manifestUrl },
    ...manifest.pictures.flatMap((p) => [
      { what: `picture ${p.id} .dzi`, url: folder + p.dzi },
      { what: `picture ${p.id} tile of the top level`, url: tile(p.tileUrlTemplate, p.maxLevel) },
      { what: `picture ${p.id} tile of level 0`, url: tile(p.tileUrlTemplate, 0) },
    ]),
    ...(izoom.poster?.renditions ?? []).map((r) => ({ what: `poster ${r.width} px`, url: r.url })),
    ...(izoom.poster?.avif ?? []).map((r) => ({ what: `AVIF poster ${r.width} px`, url: r.url })),
    ...izoom.pictures.flatMap((p) => [
      { what: `thumbnail of picture ${p.id}`, url: p.thumbnailUrl },
      { what: `AVIF thumbnail of picture ${p.id}`, url: p.thumbnailAvifUrl },
    ]),
  ];
}
