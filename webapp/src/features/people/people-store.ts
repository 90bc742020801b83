import type { NonRegisteredInvitee } from '@shared/api/invitations';
import { create } from 'zustand';

/** Both people of a new connection, for the congratulations dialog (spec 3 §2.5). */
export type Congratulation = {
  other: { userId: string; firstName: string; lastName: string; avatar: string | null };
  group?: { groupId: string; name: string } | null;
};

type PeopleState = {
  /** The invite dialog for a person not yet registered (spec 1 §2), prefilled. */
  invitee: NonRegisteredInvitee | null;
  openInvite: (invitee: NonRegisteredInvitee) => void;
  closeInvite: () => void;
  isCsvOpen: boolean;
  setCsvOpen: (isOpen: boolean) => void;
  /** The drawer of the user's pending e-mail invitations, opened from 'Start a new relationship'. */
  isPendingInvitationsOpen: boolean;
  setPendingInvitationsOpen: (isOpen: boolean) => void;
  congratulation: Congratulation | null;
  congratulate: (congratulation: Congratulation) => void;
  closeCongratulation: () => void;
  /** People asked to connect from a list in this session: their CONNECT reads PENDING. */
  requestedUserIds: ReadonlySet<string>;
  markRequested: (userId: string) => void;
};

export const usePeopleStore = create<PeopleState>()((set) => ({
  invitee: null,
  openInvite: (invitee) => set({ invitee }),
  closeInvite: () => set({ invitee: null }),
  isCsvOpen: false,
  setCsvOpen: (isCsvOpen) => set({ isCsvOpen }),
  isPendingInvitationsOpen: false,
  setPendingInvitationsOpen: (isPendingInvitationsOpen) => set({ isPendingInvitationsOpen }),
  congratulation: null,
  congratulate: (congratulation) => set({ congratulation }),
  closeCongratulation: () => set({ congratulation: null }),
  requestedUserIds: new Set(),
  markRequested: (userId) => set((state) => ({ requestedUserIds: new Set(state.requestedUserIds).add(userId) })),
}));
