import type { AssistantGuidanceState } from './assistant';

/**
 * Whether Meg answers a contact, told the same way on the server (the reply job's decision) and
 * in the web app (guidance states, test mode's silence note, the not-fully-trained dialog).
 * Meg answers only when the owner is subscribed, has switched it on, finished setup and saved
 * training, and has not switched it off for the relationship.
 */
export type Readiness = { subscribed: boolean; enabled: boolean; setup: boolean; trained: boolean };

/** Why Meg stays silent, in the order the owner can fix them. */
export const SILENCE_REASONS = ['notSubscribed', 'switchedOff', 'setupIncomplete', 'notTrained', 'offHere'] as const;
export type SilenceReason = (typeof SILENCE_REASONS)[number];

/** Every reason Meg would stay silent with a contact; empty when it answers (once the owner is away). */
export function silenceReasons(readiness: Readiness, isEnabledHere = true): SilenceReason[] {
  const reasons: SilenceReason[] = [];
  if (!readiness.subscribed) reasons.push('notSubscribed');
  if (!readiness.enabled) reasons.push('switchedOff');
  if (!readiness.setup) reasons.push('setupIncomplete');
  if (!readiness.trained) reasons.push('notTrained');
  if (!isEnabledHere) reasons.push('offHere');
  return reasons;
}

/** Set up and trained: what the not-fully-trained dialog and the guidance states call ready. */
export const isFullyTrained = (readiness: Pick<Readiness, 'setup' | 'trained'>) => readiness.setup && readiness.trained;

/**
 * The guidance state (spec 3 §4.4): the step still to take (setup, then train, then ready),
 * plain while not subscribed, `inactive_` while subscribed but switched off, `active_` while
 * switched on. Ready and switched off reads as plain `ready` (the spec names no inactive_ready).
 */
export function guidanceStateOf(readiness: Readiness): AssistantGuidanceState {
  const step = !readiness.setup ? 'setup' : !readiness.trained ? 'train' : 'ready';
  if (!readiness.subscribed) return step;
  if (readiness.enabled) return `active_${step}`;
  return step === 'ready' ? 'ready' : `inactive_${step}`;
}
