import { assistantCopy } from '@shared/ui-copy';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { silenceConflict, visibleConflict } from './enable-rules';

/**
 * The notice shown when a relationship's switch contradicts the global one (spec 1 §4, spec 2
 * §4); 'Don't remind me' is kept in local storage under the spec's flag.
 */
export function ConflictNotice({
  isEnabledHere,
  isEnabledGlobally,
}: {
  isEnabledHere: boolean;
  isEnabledGlobally: boolean;
}) {
  const [, rerender] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const notice = visibleConflict(isEnabledHere, isEnabledGlobally, window.localStorage);
  if (!notice || dismissed === notice) return null;
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <p className="flex items-start gap-2 text-sm text-amber-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{assistantCopy.conflict[notice]}</span>
      </p>
      <div className="flex justify-end gap-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            silenceConflict(notice, window.localStorage);
            rerender((n) => n + 1);
          }}
        >
          {assistantCopy.conflict.dontRemind}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDismissed(notice)}>
          {assistantCopy.conflict.dismiss}
        </Button>
      </div>
    </div>
  );
}
