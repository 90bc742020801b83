import { CLOSED_NEW_RELATIONSHIP_HELP_TEXT } from '@shared/rules';
import { peopleCopy } from '@shared/ui-copy';
import { Info, X } from 'lucide-react';
import { useState } from 'react';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(CLOSED_NEW_RELATIONSHIP_HELP_TEXT) === 'true';
  } catch {
    return false;
  }
}

/** The drawer's help text; once dismissed it stays hidden (local storage, spec 1 §2). */
export function HelpBanner() {
  const [isDismissed, setIsDismissed] = useState(readDismissed);
  if (isDismissed) return null;
  const dismiss = () => {
    setIsDismissed(true);
    try {
      window.localStorage.setItem(CLOSED_NEW_RELATIONSHIP_HELP_TEXT, 'true');
    } catch {
      // Storage can be unavailable (private mode): the banner is hidden for this visit only.
    }
  };
  return (
    <div className="flex items-start gap-3 rounded-lg border border-accent-200 bg-accent-50 p-3 text-sm text-accent-800">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{peopleCopy.newRelationship.helpText}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={peopleCopy.newRelationship.dismissHelp}
        className="-m-1 inline-flex size-6 shrink-0 items-center justify-center rounded-lg hover:bg-accent-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
