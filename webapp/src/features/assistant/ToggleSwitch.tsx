import { Field, Label, Switch } from '@headlessui/react';
import { clsx } from 'clsx';

/** A labelled on/off switch, disabled (busy) while its change is saved. */
export function ToggleSwitch({
  label,
  hint,
  checked,
  isBusy = false,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  isBusy?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Field className="flex items-center justify-between gap-4">
      <span className="flex min-w-0 flex-col gap-0.5">
        <Label className="text-sm font-medium text-slate-900">{label}</Label>
        {hint ? <span className="text-xs text-slate-600">{hint}</span> : null}
      </span>
      <Switch
        checked={checked}
        disabled={isBusy}
        onChange={onChange}
        className={clsx(
          'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'bg-slate-500 data-checked:bg-accent-600 data-disabled:cursor-wait data-disabled:opacity-70',
        )}
      >
        <span
          aria-hidden="true"
          className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[1.375rem]"
        />
      </Switch>
    </Field>
  );
}
