import { randomUUID } from 'node:crypto';
import {
  type ContentAnswer,
  type CreateContentBody,
  ESIGN_MAX_BYTES,
  ESIGN_PREPARE_JOB,
  type EsignSetupBody,
  extensionOf,
  isEsignFileType,
  SIGNER_COLOURS,
} from '@shared/api/content';
import { messages } from '@shared/messages';
import { z } from 'zod';
import { Conflict, Invalid, NotAllowed, NotFound, TooLarge, UnsupportedType } from '../../errors';
import type { SessionUser } from '../../http/session-user';
import { isInUserTree } from '../../platform/storage/read-access';
import type { Services } from '../../services';
import { BUDGETS } from '../../platform/rate-limit';
import { canView } from '../posts/visibility';
import { enqueueExpiry } from './expire-job';
import { enqueueNotify } from './notify';
import { nameOf } from './person-name';
import { announceProgress } from './post-progress';
import { type ContentRow, esignRepo } from './repo';
import { isExpired } from './turn';

/** POST /api/content: the uploaded file becomes a document; its PDF is prepared on the queue. */
export async function createContent(services: Services, user: SessionUser, body: CreateContentBody) {
  const type = extensionOf(body.filename);
  if (!isEsignFileType(type)) throw new UnsupportedType(messages.esign.invalidType);
  if (!isInUserTree(user.id, body.filepath)) throw new NotAllowed(messages.files.notAllowedPath);
  const head = await services.storage.head(body.filepath);
  if (!head) throw new Invalid(messages.esign.fileMissing);
  if (head.size === 0) throw new Invalid(messages.esign.invalidFile);
  if (head.size > ESIGN_MAX_BYTES) throw new TooLarge(messages.esign.tooBig);

  const contentId = randomUUID();
  const now = new Date().toISOString();
  await services.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('esign_content')
      .select('id')
      .where('filepath', '=', body.filepath)
      .executeTakeFirst();
    if (taken) throw new Conflict(messages.esign.alreadySent);
    await esignRepo(trx).insert({
      id: contentId,
      ownerId: user.id,
      filename: body.filename,
      filepath: body.filepath,
      type,
      sortOrder: body.order,
      state: 'processing',
      pdfKey: null,
      pageCount: null,
      pageSizes: null,
      originalSha256: null,
      message: null,
      signingOrder: 'parallel',
      expiresAt: null,
      reminderDays: 0,
      postId: null,
      signedKey: null,
      createdAt: now,
      sentAt: null,
      completedAt: null,
    });
    await esignRepo(trx).addEvent(contentId, 'uploaded', user.id, body.filename, now);
    await services.queue.enqueue(ESIGN_PREPARE_JOB, { contentId }, { executor: trx });
  });
  return { contentId };
}

/**
 * The content when the user takes part in it (the sender; a signer once it is sent), else
 * 404 / 403. A signer of a set-up not sent yet is told so.
 */
export async function participantContent(services: Services, userId: string, contentId: string): Promise<ContentRow> {
  const repo = esignRepo(services.db);
  const content = await repo.byId(contentId);
  if (!content) throw new NotFound(messages.esign.notFound);
  if (content.ownerId === userId || (content.sentAt && (await repo.isParticipant(contentId, userId)))) return content;
  if (!content.sentAt && (await repo.isNamedSigner(contentId, userId))) throw new NotAllowed(messages.esign.notSent);
  throw new NotAllowed(messages.esign.notParticipant);
}

async function ownedContent(services: Services, userId: string, contentId: string): Promise<ContentRow> {
  const content = await esignRepo(services.db).byId(contentId);
  if (!content) throw new NotFound(messages.esign.notFound);
  if (content.ownerId !== userId) throw new NotAllowed(messages.esign.ownerOnly);
  return content;
}

/** GET /api/content/id: the spec's fields, and a link to the PDF once it exists. */
export async function contentAnswer(services: Services, userId: string, contentId: string): Promise<ContentAnswer> {
  const content = await participantContent(services, userId, contentId);
  return answerOf(services, content, userId);
}

/**
 * Every bearer link to a document (the PDF, the sealed PDF, its download) lives as long as the
 * shortest of them: a link copied out of a page or a log is soon worth nothing.
 */
export const ESIGN_LINK_SECONDS = 300;

/** The content as `viewerId` may see it: the storage path of the upload is the sender's alone. */
export async function answerOf(services: Services, content: ContentRow, viewerId: string): Promise<ContentAnswer> {
  const pdfUrl = content.pdfKey
    ? await services.storage.signedUrl(content.pdfKey, 'GET', { expiresInSeconds: ESIGN_LINK_SECONDS })
    : null;
  return {
    contentId: content.id,
    filename: content.filename,
    type: content.type,
    ...(viewerId === content.ownerId ? { filepath: content.filepath } : {}),
    // Stored `expired` by the expiry job (expire-job.ts); between the deadline and that job's
    // run (a busy queue) it reads as expired already, as signing is refused from the deadline on.
    state: content.state === 'sent' && isExpired(content.expiresAt) ? 'expired' : content.state,
    pdfUrl,
    pageCount: content.pageCount,
    message: content.message,
  };
}

/** At most this many signers outside the workspace on one document (issue 37). */
export const ESIGN_MAX_OUTSIDE_SIGNERS = 20;

/** PUT /api/content/esign: the sender names the signers and places their fields, until it is sent. */
export async function saveSetup(services: Services, user: SessionUser, body: EsignSetupBody): Promise<void> {
  const content = await ownedContent(services, user.id, body.contentId);
  if (content.state === 'processing') throw new Conflict(messages.esign.notReady);
  if (content.state !== 'ready') throw new Conflict(messages.esign.alreadySent);
  if (body.fields.some((f) => f.page > (content.pageCount ?? 0))) throw new Invalid(messages.esign.pageOutOfRange);
  if (body.expiresAt && new Date(body.expiresAt).getTime() <= Date.now())
    throw new Invalid(messages.esign.expiryInPast);
  const userIds = body.signers.flatMap((s) => ('userId' in s ? [s.userId] : []));
  const outside = body.signers.flatMap((s) => ('email' in s ? [s] : []));
  for (const signer of outside)
    if (!z.email().safeParse(signer.email).success) throw new Invalid(messages.people.invalidEmail(signer.email));
  if (outside.length > ESIGN_MAX_OUTSIDE_SIGNERS) throw new Invalid(messages.esign.tooManyOutside);
  const known = await esignRepo(services.db).existingUsers(userIds);
  if (userIds.some((id) => !known.has(id))) throw new Invalid(messages.profile.userNotFound);
  // Signers by consent: only people who agreed to share a space with the sender can be asked to sign.
  const reachable = await esignRepo(services.db).reachableBy(user.id, userIds);
  if (userIds.some((id) => !reachable.has(id))) throw new NotAllowed(messages.esign.signerNotRelated);

  await services.db.transaction().execute(async (trx) => {
    const repo = esignRepo(trx);
    await repo.update(content.id, {
      signingOrder: body.signingOrder,
      expiresAt: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
      reminderDays: body.reminderDays,
    });
    await repo.replaceSetup(
      content.id,
      body.signers.map((signer, index) => ({
        contentId: content.id,
        signerNumber: index + 1,
        userId: 'userId' in signer ? signer.userId : null,
        email: 'email' in signer ? signer.email : null,
        name: 'email' in signer ? signer.name : null,
        state: 'pending',
        signedAt: null,
        ip: null,
        userAgent: null,
        timeZone: null,
        declineReason: null,
        notifiedAt: null,
        remindedAt: null,
      })),
      body.fields.map((field) => ({
        contentId: content.id,
        fieldId: randomUUID(),
        signerNumber: field.signerNumber,
        type: field.type,
        page: field.page,
        x: field.x,
        y: field.y,
        width: field.width,
        height: field.height,
        label: field.label ?? null,
        value: null,
      })),
    );
  });
}

/**
 * POST /api/content/esign/send: the sender's e-sign post now carries the document. Every
 * signer must be able to read the post; they are told by e-mail when it is their turn.
 * Sending the same post again answers the same (the composer may retry).
 */
export async function sendForSignature(services: Services, user: SessionUser, contentId: string, postId: string) {
  const content = await ownedContent(services, user.id, contentId);
  if (content.state === 'sent' && content.postId === postId) return;
  if (content.state === 'processing') throw new Conflict(messages.esign.notReady);
  if (content.state !== 'ready') throw new Conflict(messages.esign.alreadySent);
  const post = await services.db
    .selectFrom('post')
    .select(['id', 'createdBy', 'type', 'deletedAt'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post || post.createdBy !== user.id || post.type !== 'esign' || post.deletedAt)
    throw new NotAllowed(messages.esign.postMismatch);
  const repo = esignRepo(services.db);
  const signers = await repo.signersOf(content.id);
  if (!signers.length) throw new Invalid('Add at least one signer.');
  for (const signer of signers)
    if (signer.userId && !(await canView(services.db, signer.userId, postId)))
      throw new Invalid(messages.esign.signerNotReachable);
  // Each outside signer is one e-mailed stranger: the sender's daily budget pays for them.
  await services.rateLimiter.spend(BUDGETS.outsideSigners, user.id, signers.filter((s) => !s.userId).length);

  const now = new Date().toISOString();
  await services.db.transaction().execute(async (trx) => {
    const sent = await esignRepo(trx).transition(content.id, 'ready', { state: 'sent', postId, sentAt: now });
    if (!sent) throw new Conflict(messages.esign.alreadySent);
    await esignRepo(trx).addEvent(content.id, 'sent', user.id, signers.map(nameOf).join(', '), now);
    await enqueueNotify(services, { contentId, kind: 'turn' }, trx);
    if (content.reminderDays > 0)
      await enqueueNotify(services, { contentId, kind: 'reminder' }, trx, content.reminderDays * 86_400_000);
    if (content.expiresAt) await enqueueExpiry(services, contentId, content.expiresAt, trx);
  });
  await announceProgress(services, content.id);
}

export const colourOf = (signerNumber: number) => SIGNER_COLOURS[(signerNumber - 1) % SIGNER_COLOURS.length] as string;
