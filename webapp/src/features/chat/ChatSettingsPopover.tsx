import { messages } from '@shared/messages';
import { chatCopy } from '@shared/ui-copy';
import { Settings2 } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { placeMenu } from '../../ui/menu-position';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { useChatSettings, useSaveChatSettings } from './use-chat-settings';

/**
 * The chat box's settings: the read-receipts switch (one-to-one chats), saved at once. A
 * non-modal popover (disclosure): the panel follows its button in the Tab order, Escape closes
 * it back to the button, a press outside closes it.
 */
export function ChatSettingsPopover() {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const place = useCallback(() => {
    const button = buttonRef.current;
    const panel = panelRef.current;
    if (!button || !panel) return;
    const { top, left } = placeMenu(button.getBoundingClientRect(), panel.getBoundingClientRect(), 'bottom end', {
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
    });
    panel.style.top = `${top}px`;
    panel.style.left = `${left}px`;
    panel.style.visibility = 'visible';
  }, []);

  useLayoutEffect(() => {
    if (isOpen) place();
  });

  useEffect(() => {
    if (!isOpen) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', closeOnEscape);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [isOpen, place]);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={chatCopy.settings}
        title={chatCopy.settings}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((was) => !was)}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Settings2 aria-hidden="true" className="size-4" />
      </button>
      {isOpen ? (
        <div
          ref={panelRef}
          id={panelId}
          style={{ position: 'fixed', top: 0, left: 0, visibility: 'hidden' }}
          className="z-50 w-72 max-w-[calc(100vw-16px)] rounded-lg border border-slate-200 bg-white p-3 shadow-float"
        >
          <ReadReceiptsSetting />
        </div>
      ) : null}
    </div>
  );
}

function ReadReceiptsSetting() {
  const settings = useChatSettings();
  const save = useSaveChatSettings();
  const checked = save.isPending ? (save.variables?.readReceipts ?? false) : settings.data?.readReceipts === true;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {messages.generic.somethingWentWrong}
      </p>
    );
  }
  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-full" />
      </div>
    );
  }
  return (
    <Switch
      label={chatCopy.readReceipts}
      hint={chatCopy.readReceiptsText}
      checked={checked}
      disabled={save.isPending}
      onChange={(readReceipts) => save.mutate({ readReceipts })}
      className="flex items-start justify-between gap-3"
    />
  );
}
