import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ALL_CALLS } from '../../shared/api-paths';
import { APP_VERSION, APP_VERSION_HEADER } from '../../shared/constants';
import { servedSecurely } from './security-headers';

type Paths = Record<string, Record<string, unknown>>;

/** Multipart calls validate their parts in the handler: describe their form here. */
function describeMultipart(paths: Paths, apiBase: string): void {
  for (const call of ALL_CALLS) {
    if (!call.multipart) continue;
    const operation = paths[`${apiBase}${call.path.replace(/:(\w+)/g, '{$1}')}`]?.[call.method.toLowerCase()] as
      | Record<string, unknown>
      | undefined;
    if (!operation) continue;
    const properties = Object.fromEntries(
      Object.entries(call.multipart).map(([name, description]) => [
        name,
        name === 'pictureId'
          ? { type: 'integer', minimum: 1, description: `${description}, written in digits` }
          : { type: 'string', format: 'binary', description },
      ]),
    );
    // A call that also takes JSON (update-poster, update-cill-file) keeps that form beside the multipart one.
    const json = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
    operation.requestBody = {
      content: { ...json, 'multipart/form-data': { schema: { type: 'object', properties } } },
    };
  }
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
      tags: [
        {
          name: 'IIIF',
          description:
            'IIIF (https://iiif.io) for any site and viewer, outside the envelope: the Image API 3.0 (level 2) service of every picture of a public izoom, each public izoom as a Presentation API 3.0 Manifest and each public album as a Collection. Errors are the envelope.',
        },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT or personal access token' } },
      },
    },
    transformObject: (documentObject) => {
      const openapi = (documentObject as { openapiObject: { paths?: Paths } }).openapiObject;
      openapi.paths ??= {};
      describeMultipart(openapi.paths, apiBase);
      return openapi;
    },
  });
  const secure = servedSecurely(app.config);
  await app.register(swaggerUi, {
    routePrefix: `${apiBase}/docs`,
    uiConfig: { docExpansion: 'list' },
    // Its page has inline scripts: its own policy allows them by their hashes; never framed, never upgraded on HTTP.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(secure ? /$^/ : /\s*upgrade-insecure-requests;?/, ''),
  });
}
