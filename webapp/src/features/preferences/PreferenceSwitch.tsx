import { Description, Field, Label, Switch } from '@headlessui/react';
import { clsx } from 'clsx';
import type { PreferenceField } from './preferences-api';
import { useSavePreference } from './use-notification-preferences';

export type PreferenceSwitchProps = {
  userId: string;
  field: PreferenceField;
  label: string;
  description: string;
  checked: boolean;
};

/** One preference: a labelled switch saved on change, disabled while its save is in flight. */
export function PreferenceSwitch({ userId, field, label, description, checked }: PreferenceSwitchProps) {
  const save = useSavePreference(userId, field);
  return (
    <Field className="flex items-start justify-between gap-4 py-4" data-field={field}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label className="text-sm font-medium text-slate-900">{label}</Label>
        <Description className="text-sm text-slate-600">{description}</Description>
      </div>
      <Switch
        checked={checked}
        disabled={save.isPending}
        onChange={(value) => save.mutate(value)}
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
