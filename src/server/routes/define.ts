import type { TSchema } from '@sinclair/typebox';
import type { ApiCall } from '../../shared/api-paths';
import { EnvelopeOf, FailureEnvelope } from '../../shared/schemas/common';
import type { AuthMode } from '../types';

interface SpecOptions<B, Q, P> {
  tag: string;
  auth: AuthMode;
  /** The schema of the envelope's `data` on success. */
  data: TSchema;
  status?: number;
  body?: B;
  querystring?: Q;
  params?: P;
  rateLimit?: { max: number; timeWindow: string };
}

/** A spec call's route options: method, path and summary from src/shared, its auth mode, input and answer. */
export function spec<
  B extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(call: ApiCall, { tag, auth, data, status = 200, body, querystring, params, rateLimit }: SpecOptions<B, Q, P>) {
  const bearer: Record<string, string[]> = { bearer: [] };
  const security: Record<string, string[]>[] | undefined =
    auth === 'none' ? undefined : auth === 'optional' ? [{}, bearer] : [bearer];
  return {
    method: call.method,
    url: call.path,
    config: { auth, ...(call.multipart && { multipart: true }), ...(rateLimit && { rateLimit }) },
    schema: {
      summary: call.summary,
      tags: [tag],
      ...(security && { security }),
      ...((body ? { body } : {}) as { body: B }),
      ...((querystring ? { querystring } : {}) as { querystring: Q }),
      ...((params ? { params } : {}) as { params: P }),
      response: { [status]: EnvelopeOf(data), '4xx': FailureEnvelope, '5xx': FailureEnvelope },
    },
  };
}
