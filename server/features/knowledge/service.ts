import { randomUUID } from 'node:crypto';
import {
  extensionOf,
  isKnowledgeExtension,
  KNOWLEDGE_MAX_BYTES,
  KNOWLEDGE_MAX_FILES,
  type KnowledgeFile,
  type KnowledgePassage,
} from '@shared/knowledge';
import { isOwnKnowledgeKey, type KnowledgeListQuery, type KnowledgeRegister } from '@shared/api/knowledge';
import type { ApiList } from '@shared/api/envelope';
import { messages } from '@shared/messages';
import { Conflict, Invalid, NotAllowed, NotFound, TooLarge, UnsupportedType } from '../../errors';
import { answerWith } from '../../http/idempotent-answer';
import type { Services } from '../../services';
import { searchPassages } from './index/fts-sql';
import { queryWords } from './index/terms';
import { publishDeleted, publishStatus } from './progress';
import { knowledgeRepo, toKnowledgeFile } from './repo';

export const KNOWLEDGE_INDEX_JOB = 'knowledge.index';
export type KnowledgeIndexJob = { fileId: string };

/** The owner's knowledge base: register an uploaded file, list, read, delete, search. */
export function knowledgeService(services: Services) {
  const repo = knowledgeRepo(services.db, services.dialect);

  /** A file of the actor's; anyone else's is a 404, as if it did not exist. */
  async function ownFile(actorId: string, fileId: string) {
    const row = await repo.file(fileId);
    if (!row || row.userId !== actorId) throw new NotFound(messages.knowledge.notFound);
    return row;
  }

  return {
    /**
     * Takes a file the client PUT under `knowledgeFileKey(...)` into the knowledge base and
     * queues its reading. A refused file (type, size, count) is removed from storage, so
     * nothing of it stays or is indexed.
     */
    async register(actorId: string, input: KnowledgeRegister): Promise<KnowledgeFile> {
      const key = input.filepath;
      if (!isOwnKnowledgeKey(actorId, key)) throw new NotAllowed(messages.knowledge.notYourFolder);
      const name = key.slice(key.lastIndexOf('/') + 1);
      const type = extensionOf(name);
      const refuse = async (error: Error) => {
        await services.storage.delete(key);
        throw error;
      };
      if (!isKnowledgeExtension(type)) return refuse(new UnsupportedType(messages.knowledge.unsupportedType));
      if (await repo.fileByPath(key)) throw new Conflict(messages.knowledge.alreadyAdded);
      const stored = await services.storage.head(key);
      if (!stored) throw new NotFound(messages.knowledge.notUploaded);
      if (stored.size > KNOWLEDGE_MAX_BYTES) return refuse(new TooLarge(messages.knowledge.tooLarge));
      if ((await repo.countFiles(actorId)) >= KNOWLEDGE_MAX_FILES)
        return refuse(new Invalid(messages.knowledge.tooManyFiles));

      const now = new Date().toISOString();
      const row = {
        id: randomUUID(),
        userId: actorId,
        name,
        filepath: key,
        size: stored.size,
        type,
        status: 'uploaded' as const,
        progress: 0,
        error: null,
        pages: 0,
        chunks: 0,
        // Set by the indexer that reads it (index-job.ts).
        indexVersion: 0,
        createdAt: now,
        updatedAt: now,
      };
      const file = toKnowledgeFile(row);
      // The file, its indexing job and a keyed request's answer commit together.
      await services.db.transaction().execute(async (trx) => {
        await knowledgeRepo(trx, services.dialect).insertFile(row);
        await services.queue.enqueue<KnowledgeIndexJob>(KNOWLEDGE_INDEX_JOB, { fileId: row.id }, { executor: trx });
        await answerWith(trx, file);
      });
      await publishStatus(services.realtime, actorId, file);
      return file;
    },

    async list(actorId: string, query: KnowledgeListQuery): Promise<ApiList<KnowledgeFile>> {
      const { rows, count } = await repo.listFiles(actorId, query.term, query.skip, query.limit);
      return { results: rows.map(toKnowledgeFile), count };
    },

    async get(actorId: string, fileId: string): Promise<KnowledgeFile> {
      return toKnowledgeFile(await ownFile(actorId, fileId));
    },

    /** Removes the file, its passages and its stored bytes. */
    async remove(actorId: string, fileId: string): Promise<{ fileId: string }> {
      const row = await ownFile(actorId, fileId);
      await repo.deleteFile(fileId);
      await services.storage.delete(row.filepath);
      await publishDeleted(services.realtime, actorId, fileId);
      return { fileId };
    },

    /** Ranked passages of the actor's own files (bm25 / ts_rank). */
    async search(actorId: string, q: string, limit: number): Promise<ApiList<KnowledgePassage>> {
      const hits = await searchPassages(services.db, services.dialect, {
        userId: actorId,
        words: queryWords(q),
        limit,
      });
      const results = hits.map((h) => ({
        fileId: h.fileId,
        name: h.name,
        text: h.text,
        location: h.location,
        score: h.score,
      }));
      return { results, count: results.length };
    },
  };
}
