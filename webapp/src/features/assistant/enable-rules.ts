/**
 * What the assistant's switches and tiles do (spec 2 §4 Assistant, spec 1 §4): pure, so the
 * rules are tested without a screen.
 */
export type AssistantFlags = { isSubscribed: boolean; isSetupDone: boolean; isTrained?: boolean };

/** Switching 'Enable Meg to respond to your Relationships'. */
export type EnableOutcome =
  /** Not subscribed: the 'Enable Meg, Your AI Assistant' dialog, no call. */
  | 'subscribeDialog'
  /**
   * Subscribed but setup not done or training not saved: the enable call, then 'Meg is enabled,
   * but not fully trained' (Meg stays silent until both are done, as the server decides).
   */
  | 'enableThenNotTrainedDialog'
  /** Otherwise (and always when switching off): the enable call alone. */
  | 'enable';

export function enableOutcome(turnOn: boolean, flags: AssistantFlags): EnableOutcome {
  if (!turnOn) return 'enable';
  if (!flags.isSubscribed) return 'subscribeDialog';
  if (!flags.isSetupDone || flags.isTrained === false) return 'enableThenNotTrainedDialog';
  return 'enable';
}

/** Where Setup and Train lead: the train drawer once set up, the setup drawer before. */
export type EntryDrawer = 'train' | 'setup' | 'trainWithSubscribe';

export function entryDrawer(flags: AssistantFlags): EntryDrawer {
  if (!flags.isSubscribed) return 'trainWithSubscribe';
  return flags.isSetupDone ? 'train' : 'setup';
}

/** The 'Don't remind me' flags of the two conflict notices (spec 2 §9, spec 1 §9). */
export const CONFLICT_FLAGS = {
  disabledHereEnabledGlobally: 'DISABLE_MEG_ENABLED_GLOBALLY',
  enabledHereDisabledGlobally: 'ENABLE_MEG_DISABLED_GLOBALLY',
} as const;
export type ConflictNotice = keyof typeof CONFLICT_FLAGS;

/** The notice a per-relationship state shows against the global one, if they disagree. */
export function conflictNotice(isEnabledHere: boolean, isEnabledGlobally: boolean): ConflictNotice | null {
  if (isEnabledHere === isEnabledGlobally) return null;
  return isEnabledHere ? 'enabledHereDisabledGlobally' : 'disabledHereEnabledGlobally';
}

/** A notice the user has not silenced with 'Don't remind me'. */
export function visibleConflict(
  isEnabledHere: boolean,
  isEnabledGlobally: boolean,
  storage: Pick<Storage, 'getItem'>,
): ConflictNotice | null {
  const notice = conflictNotice(isEnabledHere, isEnabledGlobally);
  if (!notice) return null;
  return storage.getItem(CONFLICT_FLAGS[notice]) === 'true' ? null : notice;
}

export function silenceConflict(notice: ConflictNotice, storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(CONFLICT_FLAGS[notice], 'true');
}
