import type { EsignFieldView, EsignView } from '@shared/api/content';
import type { Services } from '../../services';
import { esignRepo, type FieldRow } from './repo';
import { nameOf } from './person-name';
import { answerOf, colourOf, ESIGN_LINK_SECONDS, participantContent } from './service';
import { isExpired, signersWhoseTurn } from './turn';

/** GET /api/content/esign: the document as a participant sees it (strangers get 403). */
export async function esignView(services: Services, userId: string, contentId: string): Promise<EsignView> {
  const content = await participantContent(services, userId, contentId);
  const repo = esignRepo(services.db);
  const [answer, signers, fields, events] = await Promise.all([
    answerOf(services, content, userId),
    repo.signersOf(content.id),
    repo.fieldsOf(content.id),
    repo.eventsOf(content.id),
  ]);
  const viewer = signers.find((s) => s.userId === userId) ?? null;
  const canSign =
    !!viewer &&
    content.state === 'sent' &&
    !isExpired(content.expiresAt) &&
    signersWhoseTurn(signers, content.signingOrder).some((s) => s.signerNumber === viewer.signerNumber);
  const signedUrl =
    content.state === 'completed' && content.signedKey
      ? await services.storage.signedUrl(content.signedKey, 'GET', {
          expiresInSeconds: ESIGN_LINK_SECONDS,
          downloadName: signedName(content.filename),
        })
      : null;
  return {
    ...answer,
    ownerId: content.ownerId,
    postId: content.postId,
    signingOrder: content.signingOrder,
    expiresAt: content.expiresAt,
    reminderDays: content.reminderDays,
    signers: signers.map((s) => ({
      signerNumber: s.signerNumber,
      userId: s.userId,
      ...(!s.userId && userId === content.ownerId ? { email: s.email } : {}),
      firstName: s.firstName,
      lastName: s.lastName,
      colour: colourOf(s.signerNumber),
      state: s.state,
      signedAt: s.signedAt,
      declineReason: s.declineReason,
    })),
    fields: fields.map(fieldView),
    viewerSignerNumber: viewer?.signerNumber ?? null,
    canSign,
    signed: signers.filter((s) => s.state === 'signed').length,
    count: signers.length,
    signedUrl,
    events: events.map((e) => ({
      at: e.at,
      kind: e.kind,
      actorName: e.firstName !== null ? nameOf({ firstName: e.firstName, lastName: e.lastName ?? '' }) : null,
      detail: e.detail,
    })),
  };
}

/** A field as the signing pages show it (the member's and the outside signer's alike). */
export const fieldView = (f: FieldRow): EsignFieldView => ({
  fieldId: f.fieldId,
  signerNumber: f.signerNumber,
  type: f.type,
  page: f.page,
  x: f.x,
  y: f.y,
  width: f.width,
  height: f.height,
  ...(f.label ? { label: f.label } : {}),
  value: f.value,
});

/** `contract.docx` → `contract (signed).pdf`. */
export function signedName(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return `${dot > 0 ? filename.slice(0, dot) : filename} (signed).pdf`;
}

/** The link behind DOWNLOAD NOW: a short signed link to the sealed PDF, participants only. */
export async function signedDocumentUrl(services: Services, userId: string, contentId: string): Promise<string | null> {
  const content = await participantContent(services, userId, contentId);
  if (content.state !== 'completed' || !content.signedKey) return null;
  return services.storage.signedUrl(content.signedKey, 'GET', {
    expiresInSeconds: ESIGN_LINK_SECONDS,
    downloadName: signedName(content.filename),
  });
}
