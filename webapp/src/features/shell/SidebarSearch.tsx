import { uiCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useId } from 'react';

type SidebarSearchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Accessible name; defaults to 'Search'. */
  label?: string;
  ref?: Ref<HTMLInputElement>;
};

/** The sidebar's search box; Escape or the clear button empties it. */
export function SidebarSearch({
  value,
  onChange,
  placeholder,
  label = uiCopy.sidebar.searchLabel,
  onKeyDown,
  ...rest
}: SidebarSearchProps) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Escape' && !event.defaultPrevented) onChange('');
        }}
        className={clsx(
          'h-10 w-full rounded-lg border border-slate-300 bg-slate-50 pl-9 text-sm text-slate-900 placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-accent-600 focus-visible:bg-white focus-visible:outline-1 focus-visible:outline-offset-0 [&::-webkit-search-cancel-button]:hidden',
          value ? 'pr-9' : 'pr-2',
        )}
        {...rest}
      />
      {value ? (
        <button
          type="button"
          aria-label={uiCopy.sidebar.clearSearch}
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-200"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
