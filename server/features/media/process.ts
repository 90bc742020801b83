import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { userUploadPrefix } from '@shared/api/files';
import { type MediaProcessPayload, type MediaStatus, mediaMessages } from '@shared/api/media';
import { messages } from '@shared/messages';
import { UPLOAD_MAX_BYTES } from '@shared/rules';
import type { JobContext } from '../../platform/queue';
import type { Services } from '../../services';
import { type Conversion, convert } from './convert';
import { isStoredFile, kindOf } from './kinds';
import { processedFolder, uniqueBaseNames } from './processed-keys';
import { type MediaRow, mediaRepo } from './repo';
import { clamdTarget, scanWithClamd } from './scan';
import { sniffStored } from './sniff';

type Attachment = { position: number; filename: string; filepath: string; type: string };
/** Statuses a rerun keeps; 'failed' and 'unavailable' are tried again (a tool may be installed now). */
const SETTLED: MediaStatus[] = ['processed', 'blocked'];

/** clamd could not be reached or answered oddly: retried, and blocks the file once attempts run out. */
class ScanUnavailable extends Error {
  override name = 'ScanUnavailable';
}

/**
 * Checks and processes every stored file of a post, then settles the post: 'blocked' when a
 * file is, else 'published' (from 'pending'). True when a file or the post changed: its
 * channels are then to hear of it (the posts feature's job publishes `post.updated`).
 * Idempotent: a file already settled with the same path is not processed again (unless
 * `force`), outputs overwrite the same keys, and rows are upserted.
 */
export async function processPostMedia(
  services: Services,
  payload: MediaProcessPayload,
  job?: JobContext,
): Promise<boolean> {
  const { db, config, logger } = services;
  const repo = mediaRepo(db);
  const post = await repo.post(payload.postId);
  if (!post || post.deletedAt) return false;
  const stored = (await repo.attachments(post.id)).filter(isStoredFile);
  await repo.prune(
    post.id,
    stored.map((a) => a.position),
  );
  const previous = new Map((await repo.rows(post.id)).map((row) => [row.position, row]));
  const bases = uniqueBaseNames(stored);
  const workRoot = join(config.dataDir, 'tmp', 'media', `${post.id}-${randomBytes(6).toString('hex')}`);
  // Run outside the queue (no job), a file that cannot be processed is recorded at once.
  const isLastAttempt = !job || job.attempts >= job.maxAttempts;
  let changed = false;
  try {
    for (const attachment of stored) {
      const before = previous.get(attachment.position);
      if (!payload.force && before?.filepath === attachment.filepath && SETTLED.includes(before.status)) continue;
      const context = {
        services,
        creatorId: post.createdBy,
        folder: processedFolder(post.createdBy, post.id),
        base: bases.get(attachment.position) ?? 'file',
        workDir: join(workRoot, String(attachment.position)),
        signal: job?.signal,
      };
      let outcome: Outcome;
      try {
        outcome = await processAttachment(context, attachment);
      } catch (error) {
        if (!isLastAttempt || job?.signal.aborted) throw error;
        logger.warn(
          { err: error, postId: post.id, position: attachment.position },
          'media processing gave up on a file',
        );
        outcome =
          error instanceof ScanUnavailable
            ? { status: 'blocked', message: mediaMessages.scanFailed }
            : { status: 'failed', message: String((error as Error).message).slice(0, 500) };
      }
      await repo.save(rowOf(post.id, attachment, outcome));
      changed = true;
    }
  } finally {
    await rm(workRoot, { recursive: true, force: true });
  }

  // A forced rerun may clear a block (e.g. one left by a clamd outage); otherwise only 'pending' is settled.
  const rows = await repo.rows(post.id);
  const clearable = post.status === 'pending' || (payload.force && post.status === 'blocked');
  const settled = rows.some((row) => row.status === 'blocked') ? 'blocked' : clearable ? 'published' : post.status;
  if (settled !== post.status) changed = (await repo.setStatus(post.id, post.status, settled)) || changed;
  return changed;
}

type Outcome = Partial<Omit<MediaRow, 'postId' | 'position' | 'filepath' | 'processedAt'>> & { status: MediaStatus };

function rowOf(postId: string, attachment: Attachment, outcome: Outcome): MediaRow {
  return {
    postId,
    position: attachment.position,
    filepath: attachment.filepath,
    realType: null,
    thumbnailKey: null,
    previewKey: null,
    pageCount: null,
    message: null,
    extractedText: null,
    ...outcome,
    processedAt: new Date().toISOString(),
  };
}

type AttachmentContext = {
  services: Services;
  creatorId: string;
  folder: string;
  base: string;
  workDir: string;
  signal?: AbortSignal;
};

/** Checks one file (place, size, bytes, virus scan), then makes its previews. */
async function processAttachment(context: AttachmentContext, attachment: Attachment): Promise<Outcome> {
  const { storage, config } = context.services;
  const key = attachment.filepath;
  // Only the author's own files: processing must never copy another user's file into this post.
  if (!key.startsWith(userUploadPrefix(context.creatorId)))
    return { status: 'blocked', message: mediaMessages.notAuthorsFile };
  const info = await storage.head(key);
  if (!info) return { status: 'failed', message: mediaMessages.notFound };
  if (info.size > UPLOAD_MAX_BYTES) return { status: 'blocked', message: messages.files.tooLarge };
  if (info.size === 0) return { status: 'blocked', realType: 'application/x-empty', message: 'The file is empty.' };

  const sniff = await sniffStored(storage, key, attachment);
  if (!sniff) return { status: 'failed', message: mediaMessages.notFound };
  if (sniff.verdict === 'blocked') return { status: 'blocked', realType: sniff.realType, message: sniff.reason };

  const kind = kindOf(sniff.realType);
  // Nothing more to learn of a checked file with no previews, unless it is to be scanned.
  if (kind === 'other' && !config.media.clamdUrl) return { status: 'processed', realType: sniff.realType };

  await mkdir(context.workDir, { recursive: true });
  const input = join(context.workDir, `original.${extensionOf(attachment.filename, sniff.realType)}`);
  const file = await storage.get(key);
  if (!file) return { status: 'failed', message: mediaMessages.notFound };
  if (file.size > UPLOAD_MAX_BYTES) {
    (file.body as NodeJS.ReadableStream & { destroy?(): void }).destroy?.();
    return { status: 'blocked', message: messages.files.tooLarge };
  }
  await pipeline(file.body, createWriteStream(input));

  if (config.media.clamdUrl) {
    const scan = await scanFile(config.media.clamdUrl, input, context.signal);
    if (scan.infected)
      return { status: 'blocked', realType: sniff.realType, message: `A virus was found: ${scan.signature}.` };
  }

  const conversion: Conversion = await convert(context, sniff.realType, input);
  const { outputs, ...outcome } = conversion;
  for (const output of outputs) await storage.put(output.key, output.body, output.contentType);
  return { realType: sniff.realType, ...outcome };
}

async function scanFile(clamdUrl: string, path: string, signal?: AbortSignal) {
  const body = createReadStream(path);
  try {
    return await scanWithClamd(clamdTarget(clamdUrl), body, { signal });
  } catch (error) {
    throw new ScanUnavailable(`clamd: ${(error as Error).message}`, { cause: error });
  } finally {
    body.destroy();
  }
}

/** Extensions by real type, for a file whose own name has none a converter recognises. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/x-cfb': 'doc',
  'application/rtf': 'rtf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'image/tiff': 'tif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** The extension a converter recognises the file by (LibreOffice goes by it). */
function extensionOf(filename: string, realType: string): string {
  const ext = filename.includes('.') ? (filename.split('.').pop()?.toLowerCase() ?? '') : '';
  return /^[a-z0-9]{1,5}$/.test(ext) ? ext : (EXTENSIONS[realType] ?? 'bin');
}
