import { peopleCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react';
import { Avatar } from '../../../ui/Avatar';
import { Chip } from '../../../ui/Chip';
import { displayNameOf } from '../relationships-api';
import type { SearchUserRow } from '../search/search-api';
import { type Recipient, recipientKey, recipientLabel } from './recipient-rules';

export type RecipientInputProps = {
  label: string;
  placeholder: string;
  recipients: readonly Recipient[];
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Turns typed text into a chip (or an error); returns whether the text was used. */
  onCommit: (text: string) => boolean;
  onPick: (person: SearchUserRow) => void;
  onRemove: (recipient: Recipient) => void;
  suggestions: readonly SearchUserRow[];
  /** Shown under the input when a search found no one (spec 3 §8's empty texts). */
  emptyText?: string | null;
  error: string | null;
};

const COMMIT_KEYS = new Set(['Enter', ',', ';']);

/** A chip input with member suggestions: the listbox pattern with aria-activedescendant. */
export function RecipientInput(props: RecipientInputProps) {
  const { label, placeholder, recipients, draft, onDraftChange, onCommit, onPick, onRemove, suggestions, error } =
    props;
  const emptyText = props.emptyText && draft.trim() ? props.emptyText : null;
  const id = useId();
  const [activeIndex, setActiveIndex] = useState(-1);
  const isOpen = suggestions.length > 0;
  const active = isOpen && activeIndex >= 0 ? suggestions[activeIndex] : undefined;

  const pick = (person: SearchUserRow) => {
    onPick(person);
    setActiveIndex(-1);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && isOpen) {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && isOpen) {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setActiveIndex(-1);
      onDraftChange('');
    } else if (COMMIT_KEYS.has(event.key)) {
      if (active) {
        event.preventDefault();
        pick(active);
      } else if (draft.trim()) {
        event.preventDefault();
        onCommit(draft);
      }
    } else if (event.key === 'Backspace' && !draft && recipients.length > 0) {
      const last = recipients[recipients.length - 1];
      if (last) onRemove(last);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const parts = event.clipboardData
      .getData('text')
      .split(/[\s,;]+/)
      .filter(Boolean);
    if (parts.length < 2) return;
    event.preventDefault();
    for (const part of parts) onCommit(part);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <div
          className={clsx(
            'flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 focus-within:border-accent-600 focus-within:outline-1 focus-within:outline-accent-600',
            error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400',
          )}
        >
          {recipients.map((recipient) => (
            <Chip
              key={recipientKey(recipient)}
              tone="accent"
              onRemove={() => onRemove(recipient)}
              removeLabel={peopleCopy.recipients.remove(recipientLabel(recipient))}
            >
              {recipientLabel(recipient)}
            </Chip>
          ))}
          <input
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-expanded={isOpen}
            aria-controls={isOpen ? `${id}-listbox` : undefined}
            aria-autocomplete="list"
            aria-activedescendant={active ? `${id}-option-${active.userId}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={draft}
            placeholder={recipients.length === 0 ? placeholder : undefined}
            onChange={(event) => {
              onDraftChange(event.target.value);
              setActiveIndex(-1);
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => {
              if (draft.includes('@')) onCommit(draft);
            }}
            className="h-7 min-w-32 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
        </div>
        {isOpen ? (
          <div
            id={`${id}-listbox`}
            role="listbox"
            aria-label={peopleCopy.recipients.suggestions}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-float"
          >
            {suggestions.map((person, index) => {
              const name = displayNameOf(person);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the input's arrow keys and Enter (aria-activedescendant)
                // biome-ignore lint/a11y/useFocusableInteractive: options are not focused; the input names the active one
                <div
                  key={person.userId}
                  id={`${id}-option-${person.userId}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(person)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5',
                    index === activeIndex ? 'bg-accent-50' : 'hover:bg-slate-50',
                  )}
                >
                  <Avatar name={name} src={person.avatar} size="sm" decorative />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-sm font-medium text-slate-900">{name}</span>
                    {person.headline ? (
                      <span className="truncate text-xs text-slate-600">{person.headline}</span>
                    ) : null}
                  </span>
                </div>
              );
            })}
          </div>
        ) : null}
        {!isOpen && emptyText ? (
          <p
            role="status"
            className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-float"
          >
            {emptyText}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
