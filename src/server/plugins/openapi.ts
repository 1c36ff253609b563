import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ALL_CALLS } from '../../shared/api-paths';
import { APP_VERSION, APP_VERSION_HEADER } from '../../shared/constants';

type Paths = Record<string, Record<string, unknown>>;

/** Calls of spec §7 whose handlers arrive with izoom generation: documented now, answered 404 until then. */
function plannedPaths(apiBase: string): Paths {
  const paths: Paths = {};
  for (const call of ALL_CALLS.filter((c) => !c.served)) {
    const url = `${apiBase}${call.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[url] = {
      [call.method.toLowerCase()]: {
        summary: call.summary,
        tags: [call.path.split('/')[1]],
        description: 'Planned: arrives with izoom generation. Until then this server answers 404 NOT_FOUND.',
        deprecated: false,
        security: [{ bearer: [] }],
        parameters: call.path.includes(':id')
          ? [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }]
          : [],
        ...(call.multipart && { requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } } }),
        responses: { 200: { description: 'The envelope' } },
      },
    };
  }
  return paths;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const { apiBase } = app.config;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'izoom API',
        version: APP_VERSION,
        description: `Every answer is the envelope {success, data, message, description?}; failures carry data.code and a real HTTP status. Send ${APP_VERSION_HEADER}.`,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT or personal access token' } },
      },
    },
    transformObject: (documentObject) => {
      const openapi = (documentObject as { openapiObject: { paths?: Paths } }).openapiObject;
      openapi.paths = { ...openapi.paths, ...plannedPaths(apiBase) };
      return openapi;
    },
  });
  await app.register(swaggerUi, { routePrefix: `${apiBase}/docs`, uiConfig: { docExpansion: 'list' } });
}
