import type { Post } from '@shared/api/posts';
import { fullNameOf } from './names';
import { arrayOf, isRecord, type Loose, looseObject, nonEmptyText, nullishString } from './meta-readers';
import { readMeta } from './post-meta';

/** `userId` is null for a signer outside the workspace (issue 37), named by `firstName`. */
type Signer = Loose & {
  userId: string | null;
  signerNumber: number | string;
  firstName?: string | null;
  lastName?: string | null;
};
const readSigner = looseObject<Signer>({
  userId: nullishString,
  signerNumber: (value) => typeof value === 'number' || typeof value === 'string',
  firstName: nullishString,
  lastName: nullishString,
});
/** `{ count }` where count reads as a number ('3' too). */
const readConfig = (value: unknown) => {
  if (!isRecord(value)) return undefined;
  const count = Number(value.count);
  return Number.isNaN(count) ? undefined : { count };
};
/** A URL, or `{ url }`. */
const readSignedDocument = (value: unknown) =>
  nonEmptyText(value) ?? (isRecord(value) ? nonEmptyText(value.url) : undefined);

export type EsignStatus = {
  signed: number;
  count: number;
  isComplete: boolean;
  hasViewerSigned: boolean;
  signedDocument: string | null;
  /** The latest signer's name, when the meta carries it. */
  lastSignerName: string | null;
};

/**
 * Spec 3 §4.3: 'n/count signed' where n counts distinct signer numbers; DOWNLOAD NOW replaces
 * SIGN NOW when everyone has signed or the viewer has.
 */
export function esignStatusOf(post: Pick<Post, 'postMeta'>, viewerId: string): EsignStatus {
  const config = readMeta(post, ['eSignConfiguration', 'esignConfiguration'], readConfig);
  const signers = readMeta(post, ['signersWhoHaveSigned'], arrayOf(readSigner)) ?? [];
  const signed = new Set(signers.map((s) => String(s.signerNumber))).size;
  const count = Math.max(config?.count ?? 0, signed);
  const signedDocument = readMeta(post, ['signedDocument'], readSignedDocument);
  return {
    signed,
    count,
    isComplete: count > 0 && signed >= count,
    hasViewerSigned: signers.some((s) => s.userId != null && s.userId === viewerId),
    signedDocument,
    lastSignerName: signers.length ? fullNameOf(signers[signers.length - 1] ?? {}) || null : null,
  };
}
