/** An e-mailed invitation to a non-member; the link carries a token whose SHA-256 is stored. */
export interface InvitationTable {
  id: string;
  senderUserId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  companyName: string | null;
  jobTitle: string | null;
  message: string | null;
  groupId: string | null;
  importId: string | null;
  tokenHash: string;
  /** Expiry is read from expiresAt; a pending row past it is shown as expired. */
  status: 'pending' | 'accepted' | 'withdrawn' | 'expired';
  createdAt: string;
  expiresAt: string;
  respondedAt: string | null;
  acceptedBy: string | null;
}

/** Invitations (features/invitations). */
export interface InvitationsTables {
  invitation: InvitationTable;
}
