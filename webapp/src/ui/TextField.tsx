import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { controlClass, controlStateClass, describedByIds, FieldFrame } from './FieldFrame';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** Shows an 'n/max' counter for this limit (the input itself is not truncated). */
  counterMax?: number;
  /** Content placed inside the right edge of the input, e.g. a reveal button. */
  trailing?: ReactNode;
  containerClassName?: string;
};

/** A labelled single-line input with hint, inline error and optional counter. */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  counterMax,
  trailing,
  id,
  className,
  containerClassName,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const length = typeof rest.value === 'string' ? rest.value.length : 0;
  return (
    <FieldFrame
      id={fieldId}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      counter={counterMax ? { length, max: counterMax } : undefined}
      className={containerClassName}
    >
      <div className="relative">
        <input
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(fieldId, hint, error)}
          className={clsx(controlClass, controlStateClass(Boolean(error)), 'h-10', trailing && 'pr-11', className)}
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
    </FieldFrame>
  );
}
