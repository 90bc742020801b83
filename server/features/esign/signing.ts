import { ESIGN_SEAL_JOB, type EsignSignBody, isSignatureImage, REQUIRED_FIELD_TYPES } from '@shared/api/content';
import { messages } from '@shared/messages';
import { Conflict, Gone, Invalid, NotAllowed } from '../../errors';
import type { SessionUser } from '../../http/session-user';
import type { Services } from '../../services';
import { enqueueNotify } from './notify';
import { announceProgress } from './post-progress';
import { type ContentRow, esignRepo, type FieldRow, type SignerRow } from './repo';
import { participantContent } from './service';
import { isExpired, signersWhoseTurn } from './turn';

export type SigningContext = { ip: string; userAgent: string };

const TYPED_SIGNATURE_MAX = 100;
/** A multi-line text field: what fits a large box at the smallest size, with room to spare. */
const TEXT_MAX = 2000;

/** The acting user's signer row, when the document is out for signature and it is their turn. */
async function signerInTurn(services: Services, user: SessionUser, contentId: string, now: Date) {
  const content = await participantContent(services, user.id, contentId);
  const signers = await esignRepo(services.db).signersOf(content.id);
  const signer = signers.find((s) => s.userId === user.id);
  if (!signer) throw new NotAllowed(messages.esign.notSigner);
  assertInTurn(content, signers, signer, now);
  return { content, signers, signer };
}

/** Refuses a signer who may not sign now: the document closed, signed already, or not their turn. */
export function assertInTurn(content: ContentRow, signers: SignerRow[], signer: SignerRow, now: Date): void {
  assertSignable(content, now);
  if (signer.state === 'signed') throw new Conflict(messages.esign.alreadySigned);
  if (signer.state === 'declined') throw new Conflict(messages.esign.declined);
  if (!signersWhoseTurn(signers, content.signingOrder).some((s) => s.signerNumber === signer.signerNumber))
    throw new NotAllowed(messages.esign.notYourTurn);
}

export function assertSignable(content: ContentRow, now: Date): void {
  if (content.state === 'completed') throw new Conflict(messages.esign.completed);
  if (content.state === 'declined') throw new Conflict(messages.esign.declined);
  if (content.state === 'expired') throw new Gone(messages.esign.expired);
  if (content.state !== 'sent') throw new Conflict(messages.esign.notSent);
  if (isExpired(content.expiresAt, now.getTime())) throw new Gone(messages.esign.expired);
}

/**
 * The check that counts, in the transaction that records the signature or refusal: the
 * document may have expired (or been declined) since it was first read. Refused as before.
 */
async function holdOpen(tx: ReturnType<typeof esignRepo>, contentId: string, now: Date): Promise<void> {
  if (await tx.holdOpen(contentId, now.toISOString())) return;
  const content = await tx.byId(contentId);
  if (content) assertSignable(content, now);
  throw new Gone(messages.esign.expired);
}

/**
 * POST /api/content/esign/sign: the signer fills their own fields (a date fills itself) and
 * signs, once; time, address and browser are kept for the certificate. The last signature
 * queues the sealing; in sequence, the next signer is told it is their turn.
 */
export async function sign(services: Services, user: SessionUser, body: EsignSignBody, context: SigningContext) {
  const now = new Date();
  const { content, signers, signer } = await signerInTurn(services, user, body.contentId, now);
  await signAs(services, { content, signers, signer, actorId: user.id }, body, context, now);
}

type Signing = { content: ContentRow; signers: SignerRow[]; signer: SignerRow; actorId: string | null };

/**
 * Records a signature of a signer found in turn (a member, or an outside signer whose code was
 * confirmed: `actorId` null): their own fields, kept with time, address, browser and zone.
 */
export async function signAs(
  services: Services,
  { content, signers, signer, actorId }: Signing,
  body: Pick<EsignSignBody, 'values' | 'timeZone'>,
  context: SigningContext,
  now = new Date(),
) {
  const repo = esignRepo(services.db);
  const fields = (await repo.fieldsOf(content.id)).filter((f) => f.signerNumber === signer.signerNumber);
  const mine = new Map(fields.map((f) => [f.fieldId, f]));
  const values = new Map<string, string>();
  for (const { fieldId, value } of body.values) {
    const field = mine.get(fieldId);
    if (!field) throw new NotAllowed(messages.esign.notYourField);
    values.set(fieldId, normalised(field.type, value));
  }
  const timeZone = validTimeZone(body.timeZone);
  const date = dateIn(now, timeZone);
  for (const field of fields) {
    if (field.type === 'date') values.set(field.fieldId, date);
    if (REQUIRED_FIELD_TYPES.includes(field.type) && !values.get(field.fieldId))
      throw new Invalid(messages.esign.fieldRequired);
  }

  const signedAt = now.toISOString();
  await services.db.transaction().execute(async (trx) => {
    const tx = esignRepo(trx);
    await holdOpen(tx, content.id, now);
    const marked = await tx.markSigned(content.id, signer.signerNumber, {
      signedAt,
      ip: context.ip.slice(0, 100),
      userAgent: context.userAgent.slice(0, 500),
      timeZone,
    });
    if (!marked) throw new Conflict(messages.esign.alreadySigned);
    for (const [fieldId, value] of values) await tx.setFieldValue(content.id, fieldId, value);
    await tx.addEvent(content.id, 'signed', actorId, `signer ${signer.signerNumber}`, signedAt);
    const remaining = signers.filter((s) => s.state === 'pending' && s.signerNumber !== signer.signerNumber);
    if (!remaining.length) await services.queue.enqueue(ESIGN_SEAL_JOB, { contentId: content.id }, { executor: trx });
    else if (content.signingOrder === 'sequential')
      await enqueueNotify(services, { contentId: content.id, kind: 'turn' }, trx);
  });
  await announceProgress(services, content.id);
}

/** The IANA zone if this server's ICU knows it, else null (the date is then UTC's). */
export function validTimeZone(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The calendar date (YYYY-MM-DD) at `at` in `timeZone` (UTC when null). */
export function dateIn(at: Date, timeZone: string | null): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A field's value as stored: a drawn or typed signature, a tick, text (lines kept in a text box), a date. */
function normalised(type: FieldRow['type'], value: string): string {
  if (type === 'checkbox') return value === 'true' ? 'true' : 'false';
  if (type === 'signature' || type === 'initials') {
    if (isSignatureImage(value)) return value;
    const typed = value.replace(/\s+/g, ' ').trim();
    if (typed.length > TYPED_SIGNATURE_MAX || (value.startsWith('data:') && !isSignatureImage(value)))
      throw new Invalid(messages.esign.badSignature);
    return typed;
  }
  if (type === 'textbox')
    return value
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, TEXT_MAX);
  return value.replace(/\s+/g, ' ').trim().slice(0, 500);
}

/** POST /api/content/esign/decline: the signer refuses, with a reason; the document stops there. */
export async function decline(services: Services, user: SessionUser, contentId: string, reason: string) {
  const content = await participantContent(services, user.id, contentId);
  const signers = await esignRepo(services.db).signersOf(content.id);
  const signer = signers.find((s) => s.userId === user.id);
  if (!signer) throw new NotAllowed(messages.esign.notSigner);
  await declineAs(services, { content, signers, signer, actorId: user.id }, reason);
}

/** A signer (a member, or a confirmed outside signer) refuses; the document stops, the sender is mailed. */
export async function declineAs(services: Services, { content, signer, actorId }: Signing, reason: string) {
  const at = new Date();
  assertSignable(content, at);
  if (signer.state !== 'pending') throw new Conflict(messages.esign.alreadySigned);
  const now = at.toISOString();
  await services.db.transaction().execute(async (trx) => {
    const tx = esignRepo(trx);
    await holdOpen(tx, content.id, at);
    if (!(await tx.markDeclined(content.id, signer.signerNumber, reason)))
      throw new Conflict(messages.esign.alreadySigned);
    if (!(await tx.transition(content.id, 'sent', { state: 'declined' }))) throw new Conflict(messages.esign.declined);
    await tx.addEvent(content.id, 'declined', actorId, reason, now);
    await enqueueNotify(services, { contentId: content.id, kind: 'declined' }, trx);
  });
  await announceProgress(services, content.id);
}
