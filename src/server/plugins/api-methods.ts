import type { FastifyInstance } from 'fastify';
import { ErrorCode, type FailureEnvelope } from '../../shared/envelope';
import { ApiError } from '../errors';
import { failure } from './envelope';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as Fastify's router reads it (`/api/izooms/get-by-id/:id`, `/api/docs/*`), as a pattern. */
const toPattern = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : literal(part)))
      .join('/')}$`,
  );

export type MethodsOf = (path: string) => string[];

/**
 * Notes the methods of every API route as it is added, so that a path asked with a method it does not
 * answer gets 405 with `Allow`, not 404. Call before the routes are registered.
 */
export function trackApiMethods(app: FastifyInstance): MethodsOf {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${app.config.apiBase}/`))
      routes.push({ pattern: toPattern(route.url), methods: [route.method].flat() });
  });
  return (path) => [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))];
}

export const methodNotAllowedEnvelope = (method: string, allowed: string[]): FailureEnvelope =>
  failure(
    new ApiError(
      405,
      ErrorCode.MethodNotAllowed,
      `${method} is not allowed here`,
      { allowed },
      `Use ${allowed.join(' or ')}`,
    ),
  );
