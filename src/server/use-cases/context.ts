import type { Config } from '../config';
import type { GenerationQueue } from '../generation/queue';
import type { Mailer } from '../mail/mailer';
import type { StorageLayout } from '../storage/layout';
import type { ObjectStore } from '../storage/object-store';
import type { Repos } from '../types';
import type { Received } from '../uploads/incoming';

/**
 * What the use cases need of the app: the records, the file store and its layout, the generation queue, the
 * mailer and the configuration. Built once from the app (`contextFromApp`); unit tests build one from real pieces.
 */
export interface UseCaseContext {
  repos: Repos;
  store: ObjectStore;
  storage: StorageLayout;
  generation: GenerationQueue;
  mailer: Mailer;
  config: Config;
}

export const contextFromApp = (app: UseCaseContext): UseCaseContext => ({
  repos: app.repos,
  store: app.store,
  storage: app.storage,
  generation: app.generation,
  mailer: app.mailer,
  config: app.config,
});

/** Where a use case's uploads come from: the route streams the request's files into `dir` (see uploads/incoming). */
export type Receive = (dir: string, limits: { maxFiles: number; maxFileBytes: number }) => Promise<Received>;
