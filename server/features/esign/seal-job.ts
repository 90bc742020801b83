import { messages } from '@shared/messages';
import type { Services } from '../../services';
import type { CertificateEvent } from './certificate-page';
import { enqueueNotify } from './notify';
import { announceProgress } from './post-progress';
import { esignFolder, esignRepo } from './repo';
import { sealDocument } from './seal';
import { sealIdentity } from './seal-identity';
import { nameOf } from './person-name';
import { readStored } from './stored';

export type SealPayload = { contentId: string };

const EVENT_TEXT: Record<string, string> = {
  uploaded: 'Document uploaded',
  prepared: 'Document prepared for signing',
  sent: 'Sent for signature to',
  signed: 'Signed',
  declined: 'Declined',
  expired: 'Expired',
  sealed: 'Sealed',
  'identity-confirmed': 'Identity confirmed by a one-time code sent to',
  'link-locked': 'Signing link locked after five wrong codes sent to',
};

/** What the certificate says of a signer outside the workspace, who has no account (issue 37). */
export const OUTSIDE_IDENTITY = 'Identity confirmed by a one-time code sent to this address';

/**
 * The queue job after the last signature: flattens the fields, appends the certificate page,
 * seals the PDF with the server's certificate and stores it beside the document. Idempotent:
 * a rerun after a crash seals again from the same rows.
 */
export async function sealContent(services: Services, payload: SealPayload): Promise<void> {
  const repo = esignRepo(services.db);
  const content = await repo.byId(payload.contentId);
  if (content?.state !== 'sent' || !content.pdfKey) return;
  const signers = await repo.signersOf(content.id);
  if (!signers.length || signers.some((s) => s.state !== 'signed')) return;
  const pdf = await readStored(services, content.pdfKey);
  if (!pdf) throw new Error(messages.esign.fileMissing);
  const [fields, events, owner, identity] = await Promise.all([
    repo.fieldsOf(content.id),
    repo.eventsOf(content.id),
    repo.userById(content.ownerId),
    sealIdentity(services.config),
  ]);
  const sealedAt = new Date().toISOString();
  const history: CertificateEvent[] = events.map((event) => ({
    at: event.at,
    text: [
      EVENT_TEXT[event.kind] ?? event.kind,
      event.firstName !== null && event.kind !== 'sent'
        ? `by ${event.firstName} ${event.lastName} <${event.email}>`
        : '',
      event.detail && event.kind !== 'signed' ? `(${event.detail})` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }));
  history.push({ at: sealedAt, text: `Sealed by ${identity.subject}` });

  const sealed = await sealDocument(
    pdf,
    fields,
    {
      productName: services.config.productName,
      documentName: content.filename,
      documentId: content.id,
      originalSha256: content.originalSha256 ?? '',
      sender: owner ? `${nameOf(owner)} <${owner.email}>` : 'unknown',
      sealedAt,
      sealedBy: identity.subject,
      signers: signers.map((s) => ({
        name: nameOf(s),
        email: s.email,
        signedAt: s.signedAt ?? '',
        ip: s.ip,
        userAgent: s.userAgent,
        timeZone: s.timeZone,
        ...(s.userId ? {} : { identity: OUTSIDE_IDENTITY }),
      })),
      events: history,
    },
    identity,
  );
  const signedKey = `${esignFolder(content.id)}signed.pdf`;
  await services.storage.put(signedKey, sealed, 'application/pdf');
  await services.db.transaction().execute(async (trx) => {
    const done = await esignRepo(trx).transition(content.id, 'sent', {
      state: 'completed',
      signedKey,
      completedAt: sealedAt,
    });
    if (!done) return;
    await esignRepo(trx).addEvent(content.id, 'sealed', null, identity.subject, sealedAt);
    await enqueueNotify(services, { contentId: content.id, kind: 'completed' }, trx);
  });
  await announceProgress(services, content.id);
}
