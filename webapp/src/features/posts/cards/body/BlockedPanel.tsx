import { messages } from '@shared/messages';
import { ShieldAlert } from 'lucide-react';

/** Shown instead of the files when the scan found threats (spec 3 §2.3, §4.5). */
export function BlockedPanel() {
  return (
    <div role="note" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-semibold text-red-800">{messages.posts.unavailableTitle}</p>
        <p className="text-sm text-red-800">{messages.posts.unavailableText}</p>
      </div>
    </div>
  );
}
