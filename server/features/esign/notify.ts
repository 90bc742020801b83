import { ESIGN_REMIND_JOB } from '@shared/api/content';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Services } from '../../services';
import { notify } from '../notify-events';
import { type ContentRow, esignRepo, type SignerRow } from './repo';
import { linkRepo } from './outside/links';
import { mailOutsideInvitation, mailOutsideStopped, mailSignedCopy } from './outside/mails';
import { isExpired, signersWhoseTurn } from './turn';

export type NotifyKind = 'turn' | 'reminder' | 'completed' | 'declined' | 'expired';
export type NotifyPayload = { contentId: string; kind: NotifyKind };

const DAY_MS = 86_400_000;

/** Queues a notification in the caller's transaction, so it goes out only if the change commits. */
export function enqueueNotify(services: Services, payload: NotifyPayload, executor?: Kysely<Database>, delayMs = 0) {
  return services.queue.enqueue<NotifyPayload>(ESIGN_REMIND_JOB, payload, {
    ...(executor ? { executor } : {}),
    ...(delayMs ? { delayMs } : {}),
  });
}

/**
 * The e-mails of the feature, sent from the queue through the mail outbox: your turn to sign
 * (once per signer), reminders every `reminderDays` while the document waits, and the end.
 */
export async function runNotify(services: Services, payload: NotifyPayload): Promise<void> {
  const repo = esignRepo(services.db);
  const content = await repo.byId(payload.contentId);
  if (!content) return;
  const signers = await repo.signersOf(content.id);
  const owner = await repo.userById(content.ownerId);
  const sender = owner ? `${owner.firstName} ${owner.lastName}`.trim() : 'Someone';
  const link = documentLink(services, content);
  const now = new Date().toISOString();

  if (payload.kind === 'turn' || payload.kind === 'reminder') {
    if (content.state !== 'sent' || isExpired(content.expiresAt)) return;
    const due = signersWhoseTurn(signers, content.signingOrder);
    const links = linkRepo(services.db);
    const open = [];
    // An outside signer whose link locked after wrong codes is sent no new link.
    for (const s of due) if (s.userId || !(await links.isLocked(content.id, s.signerNumber))) open.push(s);
    const targets = payload.kind === 'turn' ? open.filter((s) => !s.notifiedAt) : open;
    for (const signer of targets)
      if (signer.userId) await mailSigner(services, signer, sender, content, link, payload.kind);
      else await mailOutsideInvitation(services, signer, sender, content, payload.kind);
    const members = targets.filter((s) => s.userId);
    if (payload.kind === 'turn' && members.length)
      await notify(services, {
        kind: 'esignRequest',
        actorId: content.ownerId,
        contentId: content.id,
        emails: members.map((s) => s.email),
        postId: content.postId,
      });
    await repo.setSignerTimes(
      content.id,
      targets.map((s) => s.signerNumber),
      payload.kind === 'turn' ? { notifiedAt: now } : { remindedAt: now },
    );
    if (payload.kind === 'reminder' && content.reminderDays > 0)
      await enqueueNotify(services, payload, undefined, content.reminderDays * DAY_MS);
    return;
  }

  const name = content.filename;
  if (payload.kind === 'completed') {
    // Outside signers get a link of their own to the sealed PDF, not the in-app one.
    for (const signer of signers) if (!signer.userId) await mailSignedCopy(services, signer, content);
    const people = [...signers.filter((s) => s.userId).map((s) => s.email), owner?.email].filter(
      (e): e is string => !!e,
    );
    for (const to of new Set(people))
      await services.mail.send({
        to,
        subject: `Everyone has signed ${name}`,
        text: `All signers have signed "${name}". The sealed document can be downloaded here:\n${link}\n`,
        tag: 'esign-completed',
      });
    return;
  }
  if (payload.kind === 'expired') {
    if (content.state !== 'expired') return;
    // In the app too (and by push, per each one's switches); the e-mails below stay.
    await notify(services, { kind: 'esignExpired', actorId: null, contentId: content.id });
    const waiting = signers.filter((s) => s.state === 'pending');
    for (const signer of waiting)
      if (!signer.userId) await mailOutsideStopped(services, signer, sender, content, 'expired');
      else
        await services.mail.send({
          to: signer.email,
          subject: `${name} has expired`,
          text: `Hello ${signer.firstName},\n\nThe time to sign "${name}", sent by ${sender}, has passed: it can no longer be signed.\n${link}\n`,
          tag: 'esign-expired',
        });
    if (owner)
      await services.mail.send({
        to: owner.email,
        subject: `${name} has expired before everyone signed`,
        text: `The time to sign "${name}" has passed. Still to sign: ${waiting.map((s) => `${s.firstName} ${s.lastName}`.trim()).join(', ') || 'nobody'}.\n${link}\n`,
        tag: 'esign-expired',
      });
    return;
  }
  const decliner = signers.find((s) => s.state === 'declined');
  for (const signer of signers)
    if (!signer.userId && signer.state === 'pending')
      await mailOutsideStopped(services, signer, sender, content, 'declined');
  if (owner && decliner)
    await services.mail.send({
      to: owner.email,
      subject: `${decliner.firstName} ${decliner.lastName} declined to sign ${name}`,
      text: `${decliner.firstName} ${decliner.lastName} declined to sign "${name}".\nReason: ${decliner.declineReason ?? ''}\n${link}\n`,
      tag: 'esign-declined',
    });
}

function mailSigner(
  services: Services,
  signer: SignerRow,
  sender: string,
  content: ContentRow,
  link: string,
  kind: 'turn' | 'reminder',
) {
  const expiry = content.expiresAt ? `\nPlease sign before ${content.expiresAt}.` : '';
  return services.mail.send({
    to: signer.email,
    subject:
      kind === 'turn' ? `${sender} asks you to sign ${content.filename}` : `Reminder: please sign ${content.filename}`,
    text: `Hello ${signer.firstName},\n\n${sender} has sent you "${content.filename}" to sign. Open it and press SIGN NOW:\n${link}${expiry}\n`,
    tag: kind === 'turn' ? 'esign-turn' : 'esign-reminder',
  });
}

function documentLink(services: Services, content: ContentRow): string {
  const base = services.config.publicUrl;
  return content.postId ? `${base}/?postId=${encodeURIComponent(content.postId)}` : base;
}
