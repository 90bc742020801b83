import { profileCopy } from '@shared/ui-copy';
import { Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';

/** The Pro Tip with its More link (spec 3 §2.6). */
export function ProTip() {
  const [isOpen, setIsOpen] = useState(false);
  const moreId = useId();
  const copy = profileCopy.panel;
  return (
    <aside className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div className="flex min-w-0 flex-col gap-1">
        <p>
          <strong className="font-semibold">{copy.proTip}: </strong>
          {copy.proTipText}{' '}
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={moreId}
            onClick={() => setIsOpen((value) => !value)}
            className="rounded font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
          >
            {isOpen ? copy.less : copy.more}
          </button>
        </p>
        <p id={moreId} hidden={!isOpen}>
          {copy.proTipMoreText}
        </p>
      </div>
    </aside>
  );
}
