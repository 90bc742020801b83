import type { Post } from '@shared/api/posts';
import { z } from 'zod';
import { fullNameOf } from './names';
import { readMeta } from './post-meta';

const zSigner = z.looseObject({
  userId: z.string(),
  signerNumber: z.union([z.number(), z.string()]),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});

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
  const config = readMeta(
    post,
    ['eSignConfiguration', 'esignConfiguration'],
    z.looseObject({ count: z.coerce.number() }),
  );
  const signers = readMeta(post, ['signersWhoHaveSigned'], z.array(zSigner)) ?? [];
  const signed = new Set(signers.map((s) => String(s.signerNumber))).size;
  const count = Math.max(config?.count ?? 0, signed);
  const signedDocument = readMeta(
    post,
    ['signedDocument'],
    z.union([z.string().min(1), z.looseObject({ url: z.string().min(1) }).transform((v) => v.url)]),
  );
  return {
    signed,
    count,
    isComplete: count > 0 && signed >= count,
    hasViewerSigned: signers.some((s) => s.userId === viewerId),
    signedDocument,
    lastSignerName: signers.length ? fullNameOf(signers[signers.length - 1] ?? {}) || null : null,
  };
}
