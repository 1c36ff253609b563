import type { Db } from '../db';
import { type AlbumsRepo, albumsRepo } from './albums';
import { type CredentialsRepo, credentialsRepo } from './credentials';
import { type IzoomsRepo, izoomsRepo } from './izooms';
import { type JobsRepo, jobsRepo } from './jobs';
import { type PicturesRepo, picturesRepo } from './pictures';
import { type SummaryRepo, summaryRepo } from './summary';
import { type UsersRepo, usersRepo } from './users';

/** Every table's queries, as the app and the use cases hold them. */
export interface Repos {
  users: UsersRepo;
  credentials: CredentialsRepo;
  izooms: IzoomsRepo;
  albums: AlbumsRepo;
  pictures: PicturesRepo;
  jobs: JobsRepo;
  summary: SummaryRepo;
}

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
