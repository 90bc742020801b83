import { type EmailMode, emailModeOf } from '@shared/api/profiles';
import { profileCopy } from '@shared/ui-copy';
import { useId } from 'react';
import { useSaveEmailMode } from './use-notification-preferences';

const copy = profileCopy.preferences;
const MODES: readonly EmailMode[] = ['event', 'daily', 'none'];

/** E-mails about activity: one per event, a daily summary, or none (the spec's two switches as one choice). */
export function EmailModeChoice({
  userId,
  preferences,
}: {
  userId: string;
  preferences: { emailNotification: boolean; summaryEmailNotification: boolean };
}) {
  const save = useSaveEmailMode(userId);
  const current = emailModeOf(preferences);
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2 py-4" data-field="emailMode" disabled={save.isPending}>
      <legend className="pb-2 text-sm font-medium text-slate-900">{copy.emails}</legend>
      {MODES.map((mode) => (
        <label key={mode} className="flex cursor-pointer items-start gap-3 rounded-md p-1 has-[:disabled]:cursor-wait">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={current === mode}
            onChange={() => save.mutate(mode)}
            aria-labelledby={`${name}-${mode}-label`}
            aria-describedby={`${name}-${mode}`}
            className="mt-0.5 size-4 shrink-0 accent-accent-600"
          />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span id={`${name}-${mode}-label`} className="text-sm text-slate-900">
              {copy.emailModes[mode].label}
            </span>
            <span id={`${name}-${mode}`} className="text-sm text-slate-600">
              {copy.emailModes[mode].text}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
