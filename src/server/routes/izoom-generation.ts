import { IzoomPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { IdParams } from '../../shared/schemas/common';
import { GenerateState, Izoom, UploadResult } from '../../shared/schemas/izooms';
import { assertCanSee } from '../auth/access';
import type { IzoomRow } from '../db/schema';
import { conflict } from '../errors';
import { addZip } from '../pictures/add-zip';
import { presentIzooms, toIzoom } from '../presenters/izooms';
import type { App } from '../types';
import { withIncoming } from '../uploads/incoming';
import { spec } from './define';
import { changeableIzoom, WHAT } from './izoom-helpers';
import { uploadResult } from './izoom-pictures';

const TAG = 'izooms';

export async function izoomGenerationRoutes(app: App) {
  const { repos, generation } = app;
  const present = async (row: IzoomRow) => (await presentIzooms(repos, [row]))[0];

  app.route({
    ...spec(P.generateIzoom, { tag: TAG, auth: 'user', data: Izoom, status: 202, params: IdParams }),
    handler: async (request, reply) => {
      const izoom = await changeableIzoom(app, request);
      return reply.status(202).send(ok(await present(await generation.enqueue(izoom)), 'Generation queued'));
    },
  });

  app.route({
    ...spec(P.getGenerateState, { tag: TAG, auth: 'optional', data: GenerateState, params: IdParams }),
    handler: async (request) => {
      const row = assertCanSee(request.principal?.user ?? null, await repos.izooms.findById(request.params.id), WHAT);
      return ok(toIzoom(row, 0).generate);
    },
  });

  app.route({
    ...spec(P.stopGenerate, { tag: TAG, auth: 'user', data: GenerateState, params: IdParams }),
    handler: async (request) => {
      const izoom = await changeableIzoom(app, request);
      if (!(await generation.stop(izoom.id))) throw conflict('No generation of this izoom is queued or running');
      return ok(toIzoom(await repos.izooms.getById(izoom.id), 0).generate, 'Generation stopped');
    },
  });

  app.route({
    ...spec(P.uploadZipAndGenerate, { tag: TAG, auth: 'user', data: UploadResult, status: 202, params: IdParams }),
    handler: async (request, reply) => {
      const izoom = await changeableIzoom(app, request);
      if (izoom.state === 'queued' || izoom.state === 'generating') {
        throw conflict('A generation of this izoom is already queued or running');
      }
      return withIncoming(app, async (dir) => {
        const { added, skipped } = await addZip(app, request, izoom, dir);
        await generation.enqueue(await repos.izooms.getById(izoom.id));
        const message = `${added.length} pictures added; generation queued`;
        return reply.status(202).send(ok(await uploadResult(app, izoom.id, added, skipped), message));
      });
    },
  });
}
