import { controlClass, controlStateClass, describedByIds, FieldFrame } from '@webapp/ui/FieldFrame';
import { clsx } from 'clsx';
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

type AddressFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'rows'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
  /** Inside the right edge of the first line, e.g. a clear button. */
  trailing?: ReactNode;
  containerClassName?: string;
};

/**
 * The popup's address box: one line as tall as the look-up button, which wraps an address
 * too long for it onto a next line (field-sizing: content) rather than cutting it. Enter
 * submits the form; line breaks pasted in are dropped, an address has none.
 */
export function AddressField({
  label,
  value,
  onValueChange,
  hint,
  error,
  trailing,
  containerClassName,
  className,
  ...rest
}: AddressFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hideLabel hint={hint} error={error} className={containerClassName}>
      <div className="relative">
        <textarea
          id={id}
          rows={1}
          value={value}
          onChange={(event) => onValueChange(event.target.value.replace(/[\r\n]+/g, ''))}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(id, hint, error)}
          className={clsx(
            controlClass,
            controlStateClass(Boolean(error)),
            'field-sizing-content min-h-10 resize-none py-2.25 leading-5 break-all',
            trailing && 'pr-11',
            className,
          )}
          {...rest}
        />
        {trailing ? <div className="absolute top-0 right-0 flex h-10 items-center pr-1">{trailing}</div> : null}
      </div>
    </FieldFrame>
  );
}
