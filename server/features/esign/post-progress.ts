import { esignChannel, esignEvents, type EsignEventData, signedDocumentPath } from '@shared/api/content';
import type { Db } from '../../db/database';
import type { Services } from '../../services';
import { publishPostUpdated } from '../posts/targets';
import { type ContentRow, esignRepo } from './repo';

/** The post meta the e-sign card reads (spec 2 §3 names): only what every reader of the post may see. */
export async function writeProgressMeta(db: Db, content: ContentRow): Promise<{ signed: number; count: number }> {
  const signers = await esignRepo(db).signersOf(content.id);
  // In signing time order: the card names the latest signer (spec 3 §4.3 header text).
  const done = signers
    .filter((s) => s.state === 'signed')
    .sort((a, b) => (a.signedAt ?? '').localeCompare(b.signedAt ?? ''));
  if (!content.postId) return { signed: done.length, count: signers.length };
  const entries: Record<string, unknown> = {
    contentId: content.id,
    eSignConfiguration: { count: signers.length, signingOrder: content.signingOrder },
    signersWhoHaveSigned: done.map((s) => ({
      userId: s.userId,
      signerNumber: s.signerNumber,
      firstName: s.firstName,
      lastName: s.lastName,
    })),
  };
  if (content.state === 'completed' && content.signedKey) entries.signedDocument = signedDocumentPath(content.id);
  await setPostMeta(db, content.postId, entries);
  return { signed: done.length, count: signers.length };
}

/** Replaces the named meta entries of a post (keeping their positions), adding the missing ones. */
async function setPostMeta(db: Db, postId: string, entries: Record<string, unknown>): Promise<void> {
  const names = Object.keys(entries);
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('post_meta')
      .select(['name', 'position'])
      .where('postId', '=', postId)
      .execute();
    await trx.deleteFrom('post_meta').where('postId', '=', postId).where('name', 'in', names).execute();
    let next = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
    const rows = names.map((name) => {
      const kept = existing.find((row) => row.name === name);
      return { postId, name, value: JSON.stringify(entries[name]), position: kept ? kept.position : next++ };
    });
    await trx.insertInto('post_meta').values(rows).execute();
  });
}

/**
 * Tells everyone of a change: the post's readers through post.updated (its meta now says
 * 'n/count signed'), the participants on `esign:{contentId}` (ids and counts only).
 */
export async function announceProgress(services: Services, contentId: string): Promise<void> {
  const content = await esignRepo(services.db).byId(contentId);
  if (!content) return;
  const { signed, count } = await writeProgressMeta(services.db, content);
  const data: EsignEventData = { contentId, state: content.state, signed, count };
  await services.realtime.publish(esignChannel(contentId), esignEvents.updated, data);
  if (content.postId) await publishPostUpdated(services, content.postId);
}
