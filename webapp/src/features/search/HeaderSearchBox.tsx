import { searchCopy } from '@shared/ui-copy';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchPath, termOf } from './search-path';

/**
 * The one search box (issue 39), in the header of the web app and the side panel: Enter opens
 * the results screen (a chunk of its own) for what was typed, filters and all.
 */
export function HeaderSearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === '/search' ? termOf(new URLSearchParams(search)) : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (term) navigate(searchPath(term));
  };
  return (
    <search aria-label={searchCopy.boxLabel} className={className}>
      <form onSubmit={submit}>
        <div className="flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-200">
          <Search aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <input
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={searchCopy.placeholder}
            aria-label={searchCopy.boxLabel}
            maxLength={200}
            enterKeyHint="search"
            className="min-w-0 flex-1 bg-transparent text-sm text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              onClick={() => setText('')}
              aria-label={searchCopy.clear}
              className="rounded p-0.5 text-slate-500 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
