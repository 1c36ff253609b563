import { IzoomPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { IdParams } from '../../shared/schemas/common';
import { GenerateState, Izoom, UploadResult } from '../../shared/schemas/izooms';
import { type App, currentUser } from '../types';
import { receiverOf } from '../uploads/incoming';
import { generationState, startGeneration, stopGeneration, uploadZipAndGenerate } from '../use-cases/generation';
import { spec } from './define';

const TAG = 'izooms';

export async function izoomGenerationRoutes(app: App) {
  const ctx = app.useCases;

  app.route({
    ...spec(P.generateIzoom, { tag: TAG, auth: 'user', data: Izoom, status: 202, params: IdParams }),
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(ok(await startGeneration(ctx, currentUser(request), request.params.id), 'Generation queued')),
  });

  app.route({
    ...spec(P.getGenerateState, { tag: TAG, auth: 'optional', data: GenerateState, params: IdParams }),
    handler: async (request) => ok(await generationState(ctx, request.principal?.user ?? null, request.params.id)),
  });

  app.route({
    ...spec(P.stopGenerate, { tag: TAG, auth: 'user', data: GenerateState, params: IdParams }),
    handler: async (request) =>
      ok(await stopGeneration(ctx, currentUser(request), request.params.id), 'Generation stopped'),
  });

  app.route({
    ...spec(P.uploadZipAndGenerate, { tag: TAG, auth: 'user', data: UploadResult, status: 202, params: IdParams }),
    handler: async (request, reply) => {
      const result = await uploadZipAndGenerate(ctx, currentUser(request), request.params.id, receiverOf(request));
      return reply.status(202).send(ok(result, `${result.added.length} pictures added; generation queued`));
    },
  });
}
