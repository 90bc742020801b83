import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { EsignLinkTable } from '../../../db/schema';

/** A one-time code lives 10 minutes; 5 wrong ones lock the signer's links (issue 37). */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;
/** Opening the link again within this time sends no second code (a reload is not a request). */
export const CODE_RESEND_MS = 60_000;
/** The link to the sealed PDF mailed to an outside signer. */
export const DOWNLOAD_TTL_MS = 7 * 86_400_000;

export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** 256 random bits, URL-safe: the token of a link or a confirmed signing session. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** A code is kept hashed with its link's hash, so one code is worth nothing on another link. */
export const codeHashOf = (tokenHash: string, code: string) => hashOf(`${tokenHash}:${code}`);

export const signingPath = (token: string) => `/sign/${token}`;
export const downloadPath = (token: string) => `/api/esign/outside/signed?token=${encodeURIComponent(token)}`;

export type LinkRow = EsignLinkTable;

/** The links of outside signers; the token itself is never stored. */
export function linkRepo(db: Db) {
  return {
    async create(
      contentId: string,
      signerNumber: number,
      purpose: LinkRow['purpose'],
      expiresAt: string | null = null,
    ): Promise<string> {
      const token = newSecret();
      await db
        .insertInto('esign_link')
        .values({
          tokenHash: hashOf(token),
          contentId,
          signerNumber,
          purpose,
          createdAt: new Date().toISOString(),
          expiresAt,
          codeHash: null,
          codeExpiresAt: null,
          codeTries: 0,
          lockedAt: null,
          sessionHash: null,
          confirmedAt: null,
        })
        .execute();
      return token;
    },

    async byToken(token: string, purpose: LinkRow['purpose']): Promise<LinkRow | undefined> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
      return db
        .selectFrom('esign_link')
        .selectAll()
        .where('tokenHash', '=', hashOf(token))
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },

    /** Whether any signing link of this signer is locked (a lock holds for every link they were sent). */
    async isLocked(contentId: string, signerNumber: number): Promise<boolean> {
      const row = await db
        .selectFrom('esign_link')
        .select('tokenHash')
        .where('contentId', '=', contentId)
        .where('signerNumber', '=', signerNumber)
        .where('lockedAt', 'is not', null)
        .executeTakeFirst();
      return !!row;
    },

    async update(tokenHash: string, changes: Partial<Omit<LinkRow, 'tokenHash'>>): Promise<void> {
      await db.updateTable('esign_link').set(changes).where('tokenHash', '=', tokenHash).execute();
    },

    /** One wrong code more, counted in one statement; the count after it. */
    async countWrongCode(tokenHash: string): Promise<number> {
      const row = await db
        .updateTable('esign_link')
        .set((eb) => ({ codeTries: eb('codeTries', '+', 1) }))
        .where('tokenHash', '=', tokenHash)
        .returning('codeTries')
        .executeTakeFirst();
      return Number(row?.codeTries ?? CODE_TRIES);
    },

    /** Locks every signing link of the signer; true when this call locked them (not already locked). */
    async lock(contentId: string, signerNumber: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('esign_link')
        .set({ lockedAt: at, codeHash: null, sessionHash: null })
        .where('contentId', '=', contentId)
        .where('signerNumber', '=', signerNumber)
        .where('purpose', '=', 'sign')
        .where('lockedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
