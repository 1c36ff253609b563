import type { Config } from '../config';
import type { GenerationQueue } from '../generation/queue';
import type { Mailer } from '../mail/mailer';
import type { Repos } from '../repos';
import type { StorageLayout } from '../storage/layout';
import type { ObjectStore } from '../storage/object-store';

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
