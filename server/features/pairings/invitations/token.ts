import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation link carries 32 random bytes; only their SHA-256 is stored, so the
 * database alone never yields a working link.
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invite/${token}`;
}
