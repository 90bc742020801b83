import { clsx } from 'clsx';
import { useId } from 'react';

export type SwitchProps = {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** Classes of the visible label. */
  labelClassName?: string;
  /** Shown under the label and read as the switch's description. */
  hint?: string;
  className?: string;
  title?: string;
};

/**
 * A labelled on/off switch (WAI-ARIA switch: a button with role="switch" and aria-checked;
 * Space and Enter toggle it, as does a click on its label). Disabled (busy) while its change
 * is saved.
 */
export function Switch({
  label,
  checked,
  disabled = false,
  onChange,
  labelClassName,
  hint,
  className,
  title,
}: SwitchProps) {
  const id = useId();
  return (
    <div className={className} title={title}>
      <span className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className={labelClassName ?? 'text-sm font-medium text-slate-900'}>
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </span>
        ) : null}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        data-checked={checked ? '' : undefined}
        onClick={() => onChange(!checked)}
        className={clsx(
          'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'bg-slate-500 data-checked:bg-accent-600 disabled:cursor-wait disabled:opacity-70',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        )}
      >
        <span
          aria-hidden="true"
          className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[1.375rem]"
        />
      </button>
    </div>
  );
}
