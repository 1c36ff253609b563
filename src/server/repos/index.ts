import type { Db } from '../db';
import type { Repos } from '../types';
import { albumsRepo } from './albums';
import { credentialsRepo } from './credentials';
import { izoomsRepo } from './izooms';
import { jobsRepo } from './jobs';
import { picturesRepo } from './pictures';
import { summaryRepo } from './summary';
import { usersRepo } from './users';

/** Every table's queries on one database: the app's (app.ts) and the use-case tests' (use-cases/test-context.ts). */
export const reposOf = (db: Db): Repos => ({
  users: usersRepo(db),
  credentials: credentialsRepo(db),
  izooms: izoomsRepo(db),
  albums: albumsRepo(db),
  pictures: picturesRepo(db),
  jobs: jobsRepo(db),
  summary: summaryRepo(db),
});
