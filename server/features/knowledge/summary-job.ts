import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { extensionOf, isKnowledgeExtension, KNOWLEDGE_MAX_BYTES } from '@shared/knowledge';
import type { Services } from '../../services';
import { jobService } from '../jobs/service';
import { summarizeApplicant } from './engines/summary';
import { parseKnowledgeFile } from './parsing';
import { parseHtml } from './parsing/text';
import type { ApplicantSummaryJob } from '@shared/api/knowledge';

/** Files of the application read per applicant (the resume is the first). */
const FILES_READ = 2;

/**
 * Writes the applicant's AI summary (queued when they submit): reads what they gave in the
 * applicant workspace (their resume's text, their messages) and stores the summary through
 * the jobs service, which tells the job owner.
 */
export async function writeApplicantSummary(services: Services, { jobId, userId }: ApplicantSummaryJob) {
  const { db } = services;
  const applicant = await db
    .selectFrom('job_applicant')
    .selectAll()
    .where('jobId', '=', jobId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  const job = await db.selectFrom('job_posting').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (!applicant || !job) return;
  const posts = await db
    .selectFrom('post')
    .select(['id', 'content'])
    .where('groupId', '=', applicant.groupId)
    .where('createdBy', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt')
    .limit(20)
    .execute();
  const attachments = posts.length
    ? await db
        .selectFrom('post_attachment')
        .select(['filename', 'filepath'])
        .where(
          'postId',
          'in',
          posts.map((p) => p.id),
        )
        .orderBy('postId')
        .orderBy('position')
        .execute()
    : [];

  const documents: { name: string; text: string }[] = [];
  for (const file of attachments.filter((a) => isKnowledgeExtension(extensionOf(a.filename))).slice(0, FILES_READ)) {
    const text = await readAttachment(services, file.filepath, file.filename).catch(() => null);
    if (text) documents.push({ name: file.filename, text });
  }
  const messages = posts
    .map((p) =>
      p.content
        ? parseHtml(p.content)
            .sections.map((s) => s.text)
            .join(' ')
        : '',
    )
    .join('\n')
    .trim();
  if (messages) documents.push({ name: 'the application', text: messages });

  const summary = await summarizeApplicant(services, {
    jobTitle: job.title,
    jobDescription: job.description,
    documents,
  });
  await jobService(services).setAiSummary(jobId, userId, summary);
}

async function readAttachment(services: Services, key: string, name: string): Promise<string | null> {
  const stored = await services.storage.get(key);
  if (!stored || stored.size > KNOWLEDGE_MAX_BYTES) return null;
  const parts: Buffer[] = [];
  for await (const part of stored.body as Readable) parts.push(part as Buffer);
  const workDir = await mkdtemp(join(tmpdir(), 'applicant-'));
  try {
    const type = extensionOf(name);
    if (!isKnowledgeExtension(type)) return null;
    const parsed = await parseKnowledgeFile(type, Buffer.concat(parts), {
      config: services.config,
      workDir,
      onProgress: async () => undefined,
    });
    return parsed.sections.map((s) => s.text).join('\n');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
