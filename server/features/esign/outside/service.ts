import type { OutsideSigningView } from '@shared/api/esign-outside';
import { messages } from '@shared/messages';
import { Conflict, Gone, Invalid, NotAllowed, NotFound } from '../../../errors';
import type { Services } from '../../../services';
import { notify } from '../../notify-events';
import { announceProgress } from '../post-progress';
import { type ContentRow, esignRepo, type SignerRow } from '../repo';
import { nameOf } from '../person-name';
import { ESIGN_LINK_SECONDS } from '../service';
import { declineAs, type SigningContext, signAs } from '../signing';
import { isExpired, signersWhoseTurn } from '../turn';
import { fieldView, signedName } from '../view';
import {
  CODE_RESEND_MS,
  CODE_TRIES,
  CODE_TTL_MS,
  codeHashOf,
  hashOf,
  type LinkRow,
  linkRepo,
  newCode,
  newSecret,
} from './links';
import { mailCode, mailSignedCopy } from './mails';

type Opened = { link: LinkRow; content: ContentRow; signers: SignerRow[]; signer: SignerRow; sender: string };

/** The signing link's document and signer; an unknown or other kind of token is 404. */
async function openLink(services: Services, token: string): Promise<Opened> {
  const link = await linkRepo(services.db).byToken(token, 'sign');
  if (!link) throw new NotFound(messages.esign.linkInvalid);
  const repo = esignRepo(services.db);
  const content = await repo.byId(link.contentId);
  const signers = content ? await repo.signersOf(content.id) : [];
  const signer = signers.find((s) => s.signerNumber === link.signerNumber && !s.userId);
  if (!content || !signer) throw new NotFound(messages.esign.linkInvalid);
  const owner = await repo.userById(content.ownerId);
  return { link, content, signers, signer, sender: owner ? nameOf(owner) : 'Someone' };
}

/**
 * Where this signer's link stands: the document's end (completed, declined, expired) before
 * anything else, so a used link shows that state and never the fields.
 */
async function statusOf(
  { content, signers, signer }: Opened,
  services: Services,
): Promise<OutsideSigningView['status']> {
  if (content.state === 'completed' || content.state === 'declined' || content.state === 'expired')
    return content.state;
  if (content.state === 'sent' && isExpired(content.expiresAt)) return 'expired';
  if (content.state !== 'sent') return 'unavailable';
  if (signer.state === 'signed') return 'signed';
  if (signer.state === 'declined') return 'declined';
  if (await linkRepo(services.db).isLocked(content.id, signer.signerNumber)) return 'locked';
  if (!signersWhoseTurn(signers, content.signingOrder).some((s) => s.signerNumber === signer.signerNumber))
    return 'waiting';
  return 'open';
}

const masked = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, local.length - 2))}@${domain}`;
};

function baseView(opened: Opened, status: OutsideSigningView['status']): OutsideSigningView {
  return {
    status,
    filename: opened.content.filename,
    senderName: opened.sender,
    signerName: opened.signer.firstName,
    email: masked(opened.signer.email),
    pdfUrl: null,
    pageCount: null,
    fields: [],
    codeSentAt: null,
  };
}

/**
 * POST /api/esign/outside/open: the page asks what the link shows. While it can be signed
 * and no code is confirmed, a 6-digit code goes to the signer's address (not again within a
 * minute: a reload is not a request). Nothing of the document is answered here.
 */
export async function openSigning(services: Services, token: string, resend: boolean): Promise<OutsideSigningView> {
  const opened = await openLink(services, token);
  const status = await statusOf(opened, services);
  const view = baseView(opened, status);
  if (status !== 'open') return view;
  const { link } = opened;
  const now = Date.now();
  const sentAt = link.codeExpiresAt ? new Date(link.codeExpiresAt).getTime() - CODE_TTL_MS : 0;
  const isValid = !!link.codeHash && now < sentAt + CODE_TTL_MS;
  if (isValid && (!resend || now - sentAt < CODE_RESEND_MS))
    return { ...view, status: 'code', codeSentAt: new Date(sentAt).toISOString() };
  const code = newCode();
  await linkRepo(services.db).update(link.tokenHash, {
    codeHash: codeHashOf(link.tokenHash, code),
    codeExpiresAt: new Date(now + CODE_TTL_MS).toISOString(),
  });
  await mailCode(services, opened.signer, opened.content, code);
  return { ...view, status: 'code', codeSentAt: new Date(now).toISOString() };
}

/**
 * POST /api/esign/outside/code: the code from the e-mail opens a signing session (its key is
 * answered once, kept hashed). Five wrong codes lock the signer's links: the sender is told in
 * the app (a notification, and the document's live channel) and by the event history.
 */
export async function confirmCode(services: Services, token: string, code: string): Promise<{ session: string }> {
  const opened = await openLink(services, token);
  const status = await statusOf(opened, services);
  if (status !== 'open') throw closedError(status);
  const { link, content, signer } = opened;
  if (link.codeTries >= CODE_TRIES) throw new NotAllowed(messages.esign.linkLocked);
  if (!link.codeHash || !link.codeExpiresAt || new Date(link.codeExpiresAt).getTime() <= Date.now())
    throw new Invalid(messages.esign.codeExpired);
  const links = linkRepo(services.db);
  if (codeHashOf(link.tokenHash, code) !== link.codeHash) {
    const tries = await links.countWrongCode(link.tokenHash);
    if (tries < CODE_TRIES) throw new Invalid(messages.esign.codeWrong(CODE_TRIES - tries));
    const at = new Date().toISOString();
    if (await links.lock(content.id, signer.signerNumber, at)) {
      await esignRepo(services.db).addEvent(content.id, 'link-locked', null, signer.email, at);
      await notify(services, {
        kind: 'esignLinkLocked',
        actorId: null,
        contentId: content.id,
        signerNumber: signer.signerNumber,
      });
      await announceProgress(services, content.id);
    }
    throw new NotAllowed(messages.esign.linkLocked);
  }
  const session = newSecret();
  const at = new Date().toISOString();
  await links.update(link.tokenHash, {
    codeHash: null,
    codeExpiresAt: null,
    sessionHash: hashOf(session),
    confirmedAt: at,
  });
  await esignRepo(services.db).addEvent(content.id, 'identity-confirmed', null, signer.email, at);
  return { session };
}

/** As for members: a closed document 409, an expired one 410, not yet one's turn 403. */
function closedError(status: OutsideSigningView['status']): Error {
  if (status === 'completed') return new Conflict(messages.esign.completed);
  if (status === 'declined') return new Conflict(messages.esign.declined);
  if (status === 'signed') return new Conflict(messages.esign.alreadySigned);
  if (status === 'waiting') return new NotAllowed(messages.esign.notYourTurn);
  if (status === 'locked') return new NotAllowed(messages.esign.linkLocked);
  if (status === 'unavailable') return new Conflict(messages.esign.notSent);
  return new Gone(messages.esign.expired);
}

/** The link and a confirmed session on it; anything else is refused before the document is read. */
async function inSession(services: Services, token: string, session: string): Promise<Opened> {
  const opened = await openLink(services, token);
  if (!opened.link.sessionHash || opened.link.sessionHash !== hashOf(session))
    throw new NotAllowed(messages.esign.sessionNeeded);
  if (await linkRepo(services.db).isLocked(opened.content.id, opened.signer.signerNumber))
    throw new NotAllowed(messages.esign.linkLocked);
  return opened;
}

/**
 * POST /api/esign/outside/document: with a confirmed session, the PDF (a 5-minute link) and the
 * signer's own fields only. A closed document answers its state, never the fields.
 */
export async function outsideDocument(services: Services, token: string, session: string): Promise<OutsideSigningView> {
  const opened = await inSession(services, token, session);
  const status = await statusOf(opened, services);
  const view = baseView(opened, status);
  if (status !== 'open') return view;
  const { content, signer } = opened;
  const fields = (await esignRepo(services.db).fieldsOf(content.id)).filter(
    (f) => f.signerNumber === signer.signerNumber,
  );
  const pdfUrl = content.pdfKey
    ? await services.storage.signedUrl(content.pdfKey, 'GET', { expiresInSeconds: ESIGN_LINK_SECONDS })
    : null;
  return {
    ...view,
    pdfUrl,
    pageCount: content.pageCount,
    fields: fields.map(fieldView),
  };
}

export async function outsideSign(
  services: Services,
  body: { token: string; session: string; values: { fieldId: string; value: string }[]; timeZone?: string | undefined },
  context: SigningContext,
): Promise<OutsideSigningView> {
  const opened = await inSession(services, body.token, body.session);
  const status = await statusOf(opened, services);
  if (status !== 'open') throw closedError(status);
  await signAs(services, { ...opened, actorId: null }, body, context);
  return baseView(await openLink(services, body.token), 'signed');
}

export async function outsideDecline(services: Services, token: string, session: string, reason: string) {
  const opened = await inSession(services, token, session);
  const status = await statusOf(opened, services);
  if (status !== 'open') throw closedError(status);
  await declineAs(services, { ...opened, actorId: null }, reason);
  return baseView(opened, 'declined');
}

/** GET /api/esign/outside/signed?token: the sealed PDF while the 7-day link lives. */
export async function outsideSignedUrl(services: Services, token: string): Promise<string> {
  const link = await linkRepo(services.db).byToken(token, 'download');
  if (!link) throw new NotFound(messages.esign.linkInvalid);
  if (!link.expiresAt || new Date(link.expiresAt).getTime() <= Date.now())
    throw new Gone(messages.esign.downloadExpired);
  const content = await esignRepo(services.db).byId(link.contentId);
  if (content?.state !== 'completed' || !content.signedKey) throw new NotFound(messages.esign.linkInvalid);
  return services.storage.signedUrl(content.signedKey, 'GET', {
    expiresInSeconds: ESIGN_LINK_SECONDS,
    downloadName: signedName(content.filename),
  });
}

/**
 * POST /api/esign/outside/new-link: from a sealed-PDF link (expired or not), a fresh one is
 * mailed to the signer's own address; at most 3 an hour for a link. The answer is the same
 * whatever happened, so it tells nothing.
 */
export async function newDownloadLink(services: Services, token: string): Promise<void> {
  const link = await linkRepo(services.db).byToken(token, 'download');
  if (!link) throw new NotFound(messages.esign.linkInvalid);
  const used = await services.rateLimiter.hit(`esign-new-link:${link.tokenHash}`, 3_600_000);
  if (used.count > 3) return;
  const repo = esignRepo(services.db);
  const content = await repo.byId(link.contentId);
  const signer = (content ? await repo.signersOf(content.id) : []).find(
    (s) => s.signerNumber === link.signerNumber && !s.userId,
  );
  if (content?.state === 'completed' && signer) await mailSignedCopy(services, signer, content);
}
