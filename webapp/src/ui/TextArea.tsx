import { clsx } from 'clsx';
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { controlClass, controlStateClass, describedByIds, FieldFrame } from './FieldFrame';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** Shows an 'n/max' counter (e.g. the invitation message's x/1000). */
  counterMax?: number;
  containerClassName?: string;
};

/** A labelled multi-line input with hint, inline error and optional counter. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  counterMax,
  id,
  rows = 4,
  className,
  containerClassName,
  ...rest
}: TextAreaProps) {
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
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(fieldId, hint, error)}
        className={clsx(controlClass, controlStateClass(Boolean(error)), 'resize-y py-2', className)}
        {...rest}
      />
    </FieldFrame>
  );
}
