/** The stored flag that hides 'Attention: Meg just messaged you' for good (spec 3 §2.3). */
export const HIDE_UNREAD_MEG = 'hideUnreadMeg';

export function isMegAttentionHidden(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(HIDE_UNREAD_MEG) === 'true';
}

export function hideMegAttention(storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(HIDE_UNREAD_MEG, 'true');
}

/**
 * Whether 'Attention: Meg just messaged you' shows: Meg's relationship turned unread while the
 * app was open ('just': what was unread when it opened, the welcome post among it, is the
 * sidebar marker's), the owner is elsewhere, has not dismissed it since, nor hidden it for good.
 */
export function shouldShowMegAttention(input: {
  hasJustMessaged: boolean;
  isOnMegPage: boolean;
  isDismissed: boolean;
  isHidden: boolean;
}): boolean {
  return input.hasJustMessaged && !input.isOnMegPage && !input.isDismissed && !input.isHidden;
}
