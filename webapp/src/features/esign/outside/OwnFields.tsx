import type { EsignFieldView } from '@shared/api/content';
import { isSignatureImage } from '@shared/esign';
import { esignCopy } from '@shared/ui-copy';
import { Check } from 'lucide-react';

const COLOUR = '#2563eb';

/** The signer's own fields on one page: tap a signature or initials to capture it, tick a box, type text. */
export function OwnFields({
  fields,
  values,
  onChange,
  onCapture,
}: {
  fields: EsignFieldView[];
  values: Record<string, string>;
  onChange: (fieldId: string, value: string) => void;
  onCapture: (field: EsignFieldView) => void;
}) {
  return fields.map((field) => {
    const style = {
      left: `${field.x * 100}%`,
      top: `${field.y * 100}%`,
      width: `${field.width * 100}%`,
      height: `${field.height * 100}%`,
      borderColor: COLOUR,
      color: '#1e3a8a',
      background: `${COLOUR}26`,
    };
    const label = esignCopy.fieldNames[field.type] ?? field.type;
    const value = values[field.fieldId] ?? '';
    if (field.type === 'date')
      return (
        <div
          key={field.fieldId}
          className="absolute flex items-center overflow-hidden border border-dashed px-1 text-[10px]"
          style={style}
        >
          {label}
        </div>
      );
    if (field.type === 'textbox')
      return (
        <textarea
          key={field.fieldId}
          aria-label={label}
          className="absolute resize-none overflow-auto border-2 bg-white/80 px-1 text-xs leading-tight text-slate-900"
          style={style}
          value={value}
          maxLength={2000}
          onChange={(event) => onChange(field.fieldId, event.target.value)}
        />
      );
    return (
      <button
        key={field.fieldId}
        type="button"
        aria-label={label}
        aria-pressed={field.type === 'checkbox' ? value === 'true' : undefined}
        className="absolute flex min-h-6 items-center justify-center overflow-hidden border-2 px-1 text-xs font-medium"
        style={style}
        onClick={() =>
          field.type === 'checkbox' ? onChange(field.fieldId, value === 'true' ? 'false' : 'true') : onCapture(field)
        }
      >
        {field.type === 'checkbox' ? (
          value === 'true' ? (
            <Check aria-hidden="true" className="size-full" />
          ) : null
        ) : value && isSignatureImage(value) ? (
          <img src={value} alt="" className="size-full object-contain" />
        ) : (
          <span className={value ? 'truncate font-serif italic' : 'truncate'}>{value || label}</span>
        )}
      </button>
    );
  });
}
