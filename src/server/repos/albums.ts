import type { Updateable } from 'kysely';
import type {
  Album,
  AlbumCreate,
  AlbumGroup,
  AlbumPosition,
  AlbumUpdate,
  SceneFile,
} from '../../shared/schemas/albums';
import type { ListQuery } from '../../shared/schemas/common';
import type { ListFilter } from '../auth/visibility';
import { type Db, nowIso } from '../db';
import type { AlbumRow, AlbumsTable } from '../db/schema';
import { mediaUrls } from '../storage/layout';
import { listPage } from './paging';

/** The scene file as stored (column `cill_file`): its media key and file name stay out of the API, which gets the URL. */
export interface StoredSceneFile extends Omit<SceneFile, 'url'> {
  key: string;
  file: string;
}

/** The album's scene file as stored, or null: the one place that reads the `cill_file` column's JSON. */
export const storedSceneFile = (row: Pick<AlbumRow, 'cill_file'>): StoredSceneFile | null =>
  row.cill_file ? (JSON.parse(row.cill_file) as StoredSceneFile) : null;

export function toSceneFile(albumId: number, stored: StoredSceneFile | null): SceneFile | null {
  if (!stored) return null;
  const { key, file, ...rest } = stored;
  return { ...rest, url: mediaUrls.sceneFile(albumId, key, file) };
}

export function toAlbum(row: AlbumRow): Album {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    description: row.description,
    isPublic: row.is_public === 1,
    posterIzoomId: row.poster_izoom_id,
    cillFile: toSceneFile(row.id, storedSceneFile(row)),
    groups: JSON.parse(row.groups) as AlbumGroup[],
    positions: JSON.parse(row.positions) as AlbumPosition[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every izoom id an album's groups mention, in order, without repeats. */
export const albumIzoomIds = (album: Pick<Album, 'groups'>): number[] => [
  ...new Set(album.groups.flatMap((g) => g.izoomIds)),
];

/** The row fields a person's edit sets. */
export const albumChanges = (input: AlbumUpdate): Updateable<AlbumsTable> => ({
  ...(input.name !== undefined && { name: input.name.trim() }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.isPublic !== undefined && { is_public: input.isPublic ? 1 : 0 }),
  ...(input.posterIzoomId !== undefined && { poster_izoom_id: input.posterIzoomId }),
});

export function albumsRepo(db: Db) {
  const touch = (id: number, set: Partial<Omit<AlbumRow, 'id'>>) =>
    db
      .updateTable('albums')
      .set({ ...set, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();

  return {
    findById: (id: number) => db.selectFrom('albums').selectAll().where('id', '=', id).executeTakeFirst(),

    list: (filter: ListFilter, query: ListQuery) => listPage(db, 'albums', filter, query),

    create(ownerId: number, input: AlbumCreate) {
      const now = nowIso();
      return db
        .insertInto('albums')
        .values({
          owner_id: ownerId,
          name: input.name.trim(),
          description: input.description ?? '',
          is_public: input.isPublic ? 1 : 0,
          poster_izoom_id: input.posterIzoomId ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update: (id: number, input: AlbumUpdate) => touch(id, albumChanges(input)),

    /** Sets `set` only while the stored scene file is still `expected`; undefined when it changed meanwhile. */
    updateIf: (id: number, expected: string | null, set: Updateable<AlbumsTable>) =>
      db
        .updateTable('albums')
        .set({ ...set, updated_at: nowIso() })
        .where('id', '=', id)
        .where('cill_file', expected === null ? 'is' : '=', expected)
        .returningAll()
        .executeTakeFirst(),

    /** Replaces the groups and drops positions of izooms no longer in any group. */
    setGroups(row: AlbumRow, groups: AlbumGroup[]) {
      const kept = new Set(groups.flatMap((g) => g.izoomIds));
      const positions = (JSON.parse(row.positions) as AlbumPosition[]).filter((p) => kept.has(p.izoomId));
      return touch(row.id, { groups: JSON.stringify(groups), positions: JSON.stringify(positions) });
    },

    /** Merges positions by izoom id. */
    mergePositions(row: AlbumRow, positions: AlbumPosition[]) {
      const byIzoom = new Map((JSON.parse(row.positions) as AlbumPosition[]).map((p) => [p.izoomId, p]));
      for (const p of positions) byIzoom.set(p.izoomId, p);
      return touch(row.id, { positions: JSON.stringify([...byIzoom.values()]) });
    },

    setSceneFile: (id: number, stored: StoredSceneFile | null) =>
      touch(id, { cill_file: stored ? JSON.stringify(stored) : null }),

    async delete(id: number): Promise<void> {
      await db.deleteFrom('albums').where('id', '=', id).execute();
    },

    /** Takes a deleted izoom out of every album's groups and positions. */
    async forgetIzoom(izoomId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const pattern = `%${izoomId}%`;
        const rows = await trx.selectFrom('albums').selectAll().where('groups', 'like', pattern).execute();
        for (const row of rows) {
          const groups = (JSON.parse(row.groups) as AlbumGroup[]).map((g) => ({
            ...g,
            izoomIds: g.izoomIds.filter((id) => id !== izoomId),
          }));
          const positions = (JSON.parse(row.positions) as AlbumPosition[]).filter((p) => p.izoomId !== izoomId);
          await trx
            .updateTable('albums')
            .set({ groups: JSON.stringify(groups), positions: JSON.stringify(positions), updated_at: nowIso() })
            .where('id', '=', row.id)
            .execute();
        }
      });
    },
  };
}

export type AlbumsRepo = ReturnType<typeof albumsRepo>;
