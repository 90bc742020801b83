import type { Post } from '@shared/api/posts';
import { ASSISTANT_GUIDANCE_STATES, ASSISTANT_META, type AssistantGuidanceState } from '@shared/assistant';
import { SILENCE_REASONS, type SilenceReason } from '@shared/assistant-readiness';
import { assistantStateOf, metaValues } from '../posts/format/post-meta';

/** A readiness panel's links: the setup drawer, the train drawer (as Train opens it), the plans. */
export type ReadinessAction = 'setup' | 'train' | 'pricing';

/** A guidance post's state (spec 3 §4.4), when it names one of the spec's states. */
export function guidanceStateOfPost(post: Pick<Post, 'postMeta'>): AssistantGuidanceState | null {
  const state = assistantStateOf(post);
  return (ASSISTANT_GUIDANCE_STATES as readonly string[]).includes(state ?? '')
    ? (state as AssistantGuidanceState)
    : null;
}

/** Test mode's silence note: the reasons a contact would get no reply, or null for any other post. */
export function silenceReasonsOfPost(post: Pick<Post, 'postMeta'>): SilenceReason[] | null {
  for (const value of metaValues(post, ASSISTANT_META.silence)) {
    const reasons = value && typeof value === 'object' ? (value as { reasons?: unknown }).reasons : undefined;
    if (Array.isArray(reasons))
      return reasons.filter((reason): reason is SilenceReason => SILENCE_REASONS.includes(reason));
  }
  return null;
}

const isSubscribedIn = (state: AssistantGuidanceState) => state.startsWith('active_') || state.startsWith('inactive_');

/**
 * The links of a guidance state: setup while setup is the step, training from then on, and the
 * plans while not subscribed (plain setup and train; plain ready may be either, so it has none).
 */
export function guidanceActions(state: AssistantGuidanceState): ReadinessAction[] {
  const step = state.replace(/^(in)?active_/, '');
  const actions: ReadinessAction[] = [step === 'setup' ? 'setup' : 'train'];
  if (!isSubscribedIn(state) && state !== 'ready') actions.push('pricing');
  return actions;
}

/** The links of a silence note: one per reason the owner can fix from there. */
export function silenceActions(reasons: readonly SilenceReason[]): ReadinessAction[] {
  const actions: ReadinessAction[] = [];
  if (reasons.includes('setupIncomplete')) actions.push('setup');
  else if (reasons.includes('notTrained')) actions.push('train');
  if (reasons.includes('notSubscribed')) actions.push('pricing');
  return actions;
}
