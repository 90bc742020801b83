export interface PairingTable {
  id: string;
  /** The pair is stored once, with userId1 < userId2. */
  userId1: string;
  userId2: string;
  /** requested: requestedBy waits for the other; connected: both sides. */
  status: 'requested' | 'connected';
  requestedBy: string;
  source: string | null;
  createdAt: string;
  connectedAt: string | null;
  lastActivityAt: string;
  /** The source of the latest connect call (`source` keeps the first). */
  lastSource: string | null;
}

/** When a user last viewed a pairing: posts by the other person after it are unread. */
export interface PairingViewTable {
  pairingId: string;
  userId: string;
  viewedAt: string;
}

/** Relationships (features/pairings). */
export interface PairingsTables {
  pairing: PairingTable;
  pairing_view: PairingViewTable;
}
