import type { FastifyInstance } from 'fastify';
import { APP_VERSION, APP_VERSION_HEADER } from '../../shared/constants';
import {
  albumPageId,
  FIRST_ANSWERS_ID,
  firstAnswersJson,
  firstCallsOf,
  HOME_IZOOMS,
  publicAlbumCall,
  publicAlbumsCall,
  publicIzoomsCall,
} from '../../shared/first-answers';
import { posterPreload, splashCover } from './page-preload';

/**
 * The API's own answers to the page's first calls (src/shared/first-answers.ts), asked in process as a visitor
 * asks them, through the same routes, checks and serialisation: only those that succeeded.
 */
async function answersFor(app: FastifyInstance, pathname: string): Promise<Record<string, unknown>> {
  const calls = firstCallsOf(pathname);
  const responses = await Promise.all(
    calls.map((call) =>
      app.inject({
        method: 'GET',
        url: `${app.config.apiBase}${call}`,
        headers: { accept: 'application/json', [APP_VERSION_HEADER]: APP_VERSION },
      }),
    ),
  );
  return Object.fromEntries(
    calls.flatMap((call, i) => (responses[i]?.statusCode === 200 ? [[call, responses[i].json()]] : [])),
  );
}

const dataOf = (envelope: unknown) => (envelope as { data?: never } | undefined)?.data;

/**
 * What an app page's HTML carries beyond the build's: in its head the first answers (the app config and the
 * answers above) and a preload of the page's first poster; in its splash, that poster as the page's cover.
 */
export async function pageExtras(
  app: FastifyInstance,
  pathname: string,
  config: unknown,
): Promise<{ data: string; preload: string; cover: string }> {
  const answers = await answersFor(app, pathname).catch((err: unknown): Record<string, unknown> => {
    app.log.warn({ err, pathname }, 'the first answers of a page could not be read; the app will ask for them');
    return {};
  });
  const albumId = albumPageId(pathname);
  const shown = {
    albums: dataOf(answers[publicAlbumsCall()]),
    izooms: dataOf(answers[publicIzoomsCall(HOME_IZOOMS)]),
    album: albumId ? dataOf(answers[publicAlbumCall(albumId)]) : undefined,
  };
  const data = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${firstAnswersJson({ config, answers })}</script>`;
  return { data, preload: posterPreload(shown), cover: splashCover(shown) };
}
