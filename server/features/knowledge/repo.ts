import type { KnowledgeExtension, KnowledgeFile } from '@shared/knowledge';
import type { Db } from '../../db/database';
import { ilike, type DialectName } from '../../db/dialect';
import type { KnowledgeFileTable } from '../../db/schema';
import type { Chunk } from './index/chunk';

export function toKnowledgeFile(row: KnowledgeFileTable): KnowledgeFile {
  return {
    fileId: row.id,
    name: row.name,
    size: Number(row.size),
    type: row.type as KnowledgeExtension,
    filepath: row.filepath,
    status: row.status,
    progress: Number(row.progress),
    error: row.error,
    pages: Number(row.pages),
    chunks: Number(row.chunks),
    createdAt: row.createdAt,
  };
}

/** The knowledge base's rows: files of one owner and their passages. */
export function knowledgeRepo(db: Db, dialect: DialectName) {
  return {
    async insertFile(row: KnowledgeFileTable): Promise<void> {
      await db.insertInto('knowledge_file').values(row).execute();
    },

    async file(fileId: string): Promise<KnowledgeFileTable | undefined> {
      return db.selectFrom('knowledge_file').selectAll().where('id', '=', fileId).executeTakeFirst();
    },

    async fileByPath(filepath: string): Promise<KnowledgeFileTable | undefined> {
      return db.selectFrom('knowledge_file').selectAll().where('filepath', '=', filepath).executeTakeFirst();
    },

    async countFiles(userId: string): Promise<number> {
      const row = await db
        .selectFrom('knowledge_file')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Newest first; `term` matches names (case-insensitive, anywhere in the name). */
    async listFiles(userId: string, term: string, skip: number, limit: number) {
      let query = db.selectFrom('knowledge_file').where('userId', '=', userId);
      if (term) query = query.where('name', ilike(dialect), `%${term}%`);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('createdAt', 'desc').orderBy('id').offset(skip).limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(count.n) };
    },

    async updateFile(fileId: string, changes: Partial<Omit<KnowledgeFileTable, 'id' | 'userId'>>) {
      return db
        .updateTable('knowledge_file')
        .set({ ...changes, updatedAt: new Date().toISOString() })
        .where('id', '=', fileId)
        .returningAll()
        .executeTakeFirst();
    },

    /** Replaces the file's passages (a rerun of the job starts over). */
    async replaceChunks(fileId: string, userId: string, chunks: readonly Chunk[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('knowledge_chunk').where('fileId', '=', fileId).execute();
        for (let i = 0; i < chunks.length; i += 200) {
          const values = chunks.slice(i, i + 200).map((c) => ({ fileId, userId, ...c }));
          await trx.insertInto('knowledge_chunk').values(values).execute();
        }
      });
    },

    /** The passages first, so the SQLite index's delete trigger sees each one. */
    async deleteFile(fileId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('knowledge_chunk').where('fileId', '=', fileId).execute();
        await trx.deleteFrom('knowledge_file').where('id', '=', fileId).execute();
      });
    },

    async chunkCount(fileId: string): Promise<number> {
      const row = await db
        .selectFrom('knowledge_chunk')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('fileId', '=', fileId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type KnowledgeRepo = ReturnType<typeof knowledgeRepo>;
