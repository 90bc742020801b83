import type { SigningOrder } from '@shared/api/content';

type Signer = { signerNumber: number; state: 'pending' | 'signed' | 'declined' };

/** The signers who may sign now: every pending one, or in sequence only the first pending one. */
export function signersWhoseTurn<S extends Signer>(signers: S[], order: SigningOrder): S[] {
  if (signers.some((s) => s.state === 'declined')) return [];
  const pending = signers.filter((s) => s.state === 'pending').sort((a, b) => a.signerNumber - b.signerNumber);
  return order === 'sequential' ? pending.slice(0, 1) : pending;
}

/** Whether the document's time to sign has passed. */
export const isExpired = (expiresAt: string | null, now = Date.now()) =>
  !!expiresAt && new Date(expiresAt).getTime() <= now;
