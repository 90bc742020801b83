import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SidebarSearch } from '../../shell/SidebarSearch';
import type { RelationshipsTab } from '../../shell/shell-store';
import { useOpenWorkspace } from '../workspace-nav';
import { SearchResults } from './SearchResults';
import { usePopupKeyboard } from './use-popup-keyboard';

type SearchDropdownProps = {
  tab: RelationshipsTab;
  /** Opens the create-group drawer with the typed name. */
  onCreateGroup: (name: string) => void;
};

/** The sidebar search with its results popup (spec 1 §2 "Search dropdown"). */
export function SearchDropdown({ tab, onCreateGroup }: SearchDropdownProps) {
  const [term, setTerm] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const popupId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const openWorkspace = useOpenWorkspace();
  const close = useCallback(() => setIsOpen(false), []);
  const keyboard = usePopupKeyboard(inputRef, popupRef, close);
  const isExpanded = isOpen && term.trim().length > 0;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Tabbing out of the search (input or results) closes the popup.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !container.contains(next)) setIsOpen(false);
    };
    container.addEventListener('focusout', onFocusOut);
    return () => container.removeEventListener('focusout', onFocusOut);
  }, []);

  useEffect(() => {
    if (!isExpanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isExpanded]);

  const finish = () => {
    setIsOpen(false);
    setTerm('');
  };

  return (
    <div ref={containerRef} className="relative">
      <SidebarSearch
        ref={inputRef}
        value={term}
        onChange={(value) => {
          setTerm(value);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={keyboard.onInputKeyDown}
        placeholder={
          tab === 'groups' ? messages.relationships.groupSearchPlaceholder : messages.relationships.searchPlaceholder
        }
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? popupId : undefined}
        aria-autocomplete="list"
      />
      {isExpanded ? (
        <div
          ref={popupRef}
          id={popupId}
          role="dialog"
          aria-label={peopleCopy.search.resultsLabel}
          onKeyDown={keyboard.onPopupKeyDown}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-[min(28rem,60dvh)] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-float"
        >
          <SearchResults
            term={term}
            tab={tab}
            onOpen={(path) => {
              finish();
              openWorkspace(path);
            }}
            onCreateGroup={(name) => {
              finish();
              onCreateGroup(name);
            }}
            onDone={finish}
          />
        </div>
      ) : null}
    </div>
  );
}
