import { Description, Field, Label, Popover, PopoverButton, PopoverPanel, Switch } from '@headlessui/react';
import { messages } from '@shared/messages';
import { chatCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { Settings2 } from 'lucide-react';
import { Skeleton } from '../../ui/Skeleton';
import { useChatSettings, useSaveChatSettings } from './use-chat-settings';

/** The chat box's settings: the read-receipts switch (one-to-one chats), saved at once. */
export function ChatSettingsPopover() {
  const settings = useChatSettings();
  const save = useSaveChatSettings();
  const checked = save.isPending ? (save.variables?.readReceipts ?? false) : settings.data?.readReceipts === true;
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={chatCopy.settings}
        title={chatCopy.settings}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Settings2 aria-hidden="true" className="size-4" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'top end', gap: 8, padding: 8 }}
        className="z-50 w-72 max-w-[calc(100vw-16px)] rounded-lg border border-slate-200 bg-white p-3 shadow-float"
      >
        {settings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {messages.generic.somethingWentWrong}
          </p>
        ) : settings.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-full" />
          </div>
        ) : (
          <Field className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-0.5">
              <Label className="text-sm font-medium text-slate-900">{chatCopy.readReceipts}</Label>
              <Description className="text-xs text-slate-600">{chatCopy.readReceiptsText}</Description>
            </div>
            <Switch
              checked={checked}
              disabled={save.isPending}
              onChange={(readReceipts) => save.mutate({ readReceipts })}
              className={clsx(
                'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
                'bg-slate-500 data-checked:bg-accent-600 data-disabled:cursor-wait data-disabled:opacity-70',
              )}
            >
              <span
                aria-hidden="true"
                className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[1.375rem]"
              />
            </Switch>
          </Field>
        )}
      </PopoverPanel>
    </Popover>
  );
}
