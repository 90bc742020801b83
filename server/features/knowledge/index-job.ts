import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { KNOWLEDGE_MAX_BYTES, type KnowledgeExtension } from '@shared/knowledge';
import { messages } from '@shared/messages';
import type { JobContext } from '../../platform/queue';
import type { Services } from '../../services';
import { chunkSections } from './index/chunk';
import { parseKnowledgeFile, UnreadableFile } from './parsing';
import { publishPercent, publishStatus } from './progress';
import { knowledgeRepo, toKnowledgeFile } from './repo';
import { KNOWLEDGE_INDEX_JOB, type KnowledgeIndexJob } from './service';

/**
 * The indexer's version, kept with each file: a file read by an older indexer is read again
 * at start (reindexOutdatedFiles). 2: passages of whole units under their headings.
 */
export const KNOWLEDGE_INDEX_VERSION = 2;

/** Reading is 5-90%; writing the passages and the index the rest. */
const READ_START = 5;
const READ_END = 90;

/**
 * Reads one uploaded file (the queue's `knowledge.index`): uploaded → reading (percent as it
 * goes) → indexed with its pages and passages, or failed with the reason and no passages.
 * Idempotent: a rerun starts over; a file deleted meanwhile is left alone.
 */
export async function indexKnowledgeFile(services: Services, fileId: string, job?: Pick<JobContext, 'signal'>) {
  const repo = knowledgeRepo(services.db, services.dialect);
  const row = await repo.file(fileId);
  if (!row || (row.status === 'indexed' && row.indexVersion >= KNOWLEDGE_INDEX_VERSION)) return;
  const userId = row.userId;
  const update = async (changes: Parameters<typeof repo.updateFile>[1], publish: 'status' | 'percent') => {
    const next = await repo.updateFile(fileId, changes);
    if (!next) return false;
    const file = toKnowledgeFile(next);
    if (publish === 'status') await publishStatus(services.realtime, userId, file);
    else await publishPercent(services.realtime, userId, file);
    return true;
  };

  await update({ status: 'reading', progress: READ_START, error: null }, 'status');
  const workDir = await mkdtemp(join(tmpdir(), 'knowledge-'));
  try {
    const bytes = await readStored(services, row.filepath);
    if (!bytes) {
      await update({ status: 'failed', progress: 100, error: messages.knowledge.notUploaded }, 'status');
      return;
    }
    let shown = READ_START;
    const parsed = await parseKnowledgeFile(row.type as KnowledgeExtension, bytes, {
      config: services.config,
      workDir,
      signal: job?.signal,
      async onProgress(fraction) {
        const percent = Math.round(READ_START + (READ_END - READ_START) * Math.min(1, fraction));
        if (percent - shown < 5) return;
        shown = percent;
        await update({ progress: percent }, 'percent');
      },
    });
    const chunks = chunkSections(parsed.sections);
    if (!(await repo.file(fileId))) return;
    await repo.replaceChunks(fileId, userId, chunks);
    await update(
      {
        status: 'indexed',
        progress: 100,
        pages: parsed.pages,
        chunks: chunks.length,
        indexVersion: KNOWLEDGE_INDEX_VERSION,
      },
      'status',
    );
  } catch (error) {
    if (job?.signal?.aborted) throw error;
    if (!(await repo.file(fileId))) return;
    if (!(error instanceof UnreadableFile)) services.logger.warn({ err: error, fileId }, 'knowledge file failed');
    await repo.replaceChunks(fileId, userId, []);
    const message =
      error instanceof UnreadableFile && error.message === 'no text'
        ? messages.knowledge.noText
        : messages.knowledge.unreadable;
    await update({ status: 'failed', progress: 100, error: message, chunks: 0 }, 'status');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function readStored(services: Services, key: string): Promise<Buffer | null> {
  const stored = await services.storage.get(key);
  if (!stored) return null;
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of stored.body as Readable) {
    size += (part as Buffer).length;
    if (size > KNOWLEDGE_MAX_BYTES) throw new UnreadableFile('too large');
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

/**
 * Files read by an older indexer are queued to be read again, once: they are marked
 * 'uploaded' in the transaction that queues them, so another instance starting at the same
 * time does not queue them twice. Their old passages answer until the new ones replace them.
 */
export async function reindexOutdatedFiles(services: Services): Promise<number> {
  return services.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('knowledge_file')
      .select('id')
      .where('status', '=', 'indexed')
      .where('indexVersion', '<', KNOWLEDGE_INDEX_VERSION)
      .execute();
    for (const { id } of rows) {
      await trx.updateTable('knowledge_file').set({ status: 'uploaded' }).where('id', '=', id).execute();
      await services.queue.enqueue<KnowledgeIndexJob>(KNOWLEDGE_INDEX_JOB, { fileId: id }, { executor: trx });
    }
    return rows.length;
  });
}
