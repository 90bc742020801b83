import type { EsignDocumentItem, EsignDocumentsPage } from '@shared/api/esign-documents';
import { signedDocumentPath } from '@shared/api/content';
import type { Services } from '../../services';
import { confirmedByEmail, verifiedEmailOf } from './linked';
import { isExpired } from './turn';

/**
 * GET /api/esign/documents: what the user sent, what they sign as a member, and what they
 * signed by e-mail with their verified address (linked.ts). A set-up not sent yet is not listed.
 */
export async function esignDocuments(
  services: Services,
  userId: string,
  paging: { skip: number; limit: number },
): Promise<EsignDocumentsPage> {
  const { db } = services;
  const email = await verifiedEmailOf(db, userId);
  const mine = db
    .selectFrom('esign_content')
    .where('sentAt', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('ownerId', '=', userId),
        eb.exists(
          eb
            .selectFrom('esign_signer')
            .select('esign_signer.contentId')
            .whereRef('esign_signer.contentId', '=', 'esign_content.id')
            .where('esign_signer.userId', '=', userId),
        ),
        ...(email ? [confirmedByEmail(eb, email)] : []),
      ]),
    );
  const [rows, total] = await Promise.all([
    mine
      .select(['id', 'ownerId', 'filename', 'state', 'expiresAt', 'sentAt', 'completedAt', 'signedKey'])
      .orderBy('sentAt', 'desc')
      .orderBy('id')
      .offset(paging.skip)
      .limit(paging.limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const ids = rows.map((r) => r.id);
  const signers = ids.length
    ? await db
        .selectFrom('esign_signer')
        .select(['contentId', 'userId', 'state'])
        .where('contentId', 'in', ids)
        .execute()
    : [];
  const results = rows.map((row): EsignDocumentItem => {
    const own = signers.filter((s) => s.contentId === row.id);
    return {
      contentId: row.id,
      filename: row.filename,
      state: row.state === 'sent' && isExpired(row.expiresAt) ? 'expired' : row.state,
      role: row.ownerId === userId ? 'sender' : own.some((s) => s.userId === userId) ? 'signer' : 'signedByEmail',
      signed: own.filter((s) => s.state === 'signed').length,
      count: own.length,
      sentAt: row.sentAt as string,
      completedAt: row.completedAt,
      downloadPath: row.state === 'completed' && row.signedKey ? signedDocumentPath(row.id) : null,
    };
  });
  return { results, count: Number(total?.n ?? 0), emailVerified: !!email };
}
