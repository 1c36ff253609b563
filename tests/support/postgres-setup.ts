import type { TestProject } from 'vitest/node';
import { startCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test run's PostgreSQL cluster. */
    postgresUrl: string;
  }
}

/** vitest globalSetup of the `api-pg` project: one PostgreSQL cluster for the whole run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now();
  const cluster = await startCluster();
  console.log(`postgres: cluster ready in ${Date.now() - started} ms at ${cluster.url}`);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
