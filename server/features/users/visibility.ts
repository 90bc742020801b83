import type { PairingStatus } from '@shared/api/pairings';
import { PREMIUM_USER_TYPE } from '@shared/rules';

/** A pairing row as far as visibility cares. */
export type PairingFacts = { status: 'requested' | 'connected'; requestedBy: string } | null | undefined;

/** The status of a pairing seen from the viewer's side (spec 1 §3, spec 3 §4.1). */
export function pairingStatusFor(viewerId: string, pairing: PairingFacts): PairingStatus {
  if (!pairing) return 'undefined';
  if (pairing.status === 'connected') return 'connected';
  return pairing.requestedBy === viewerId ? 'requested' : 'invited-to-connect';
}

/**
 * Another member's e-mail: only for a premium viewer, and only of a person they are
 * connected with (spec 3 §6). Everyone sees their own.
 */
export function canSeeEmail(viewer: { userType: string }, status: PairingStatus): boolean {
  return viewer.userType === PREMIUM_USER_TYPE && status === 'connected';
}

/** Another member's phone: only for people they are connected with. */
export function canSeePhone(status: PairingStatus): boolean {
  return status === 'connected';
}
