import { messages } from '@shared/messages';

/** The spec's placeholder for an empty profile value. */
export function NotAdded() {
  return <span className="text-slate-500 italic">{messages.profile.notAdded}</span>;
}
