import type { App } from '../types';
import type { GenerationQueue } from './queue';

/**
 * The queue this process uses, chosen at start: the in-process runner on SQLite (one machine), pg-boss on
 * PostgreSQL (any number of web and worker processes). Each loads only when chosen.
 */
export async function openGenerationQueue(app: App): Promise<GenerationQueue> {
  if (app.config.database.url) {
    const { PgBossQueue } = await import('./pg-boss-queue');
    return new PgBossQueue(app);
  }
  const { GenerationRunner } = await import('./runner');
  return new GenerationRunner(app);
}
