import { messages } from '@shared/messages';
import { chatCopy } from '@shared/ui-copy';
import { Paperclip, SendHorizontal, Upload } from 'lucide-react';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { ChatAttachmentChip } from './ChatAttachmentChip';
import { ChatSettingsPopover } from './ChatSettingsPopover';
import { clearChatDraft, chatDraftKey, readChatDraft, writeChatDraft } from './chat-drafts';
import { pickChatFile } from './chat-files';
import { CHAT_EDITOR_MAX_HEIGHT_PX } from './chat-limits';
import type { ChatTarget, PairingChatTarget } from './chat-target';
import { isTouchDevice } from './is-touch-device';
import { TypingIndicator } from './TypingIndicator';
import { useChatFocus } from './use-chat-focus';
import { useLiveChatReceipt } from './use-chat-receipt';
import { useFileDrop } from './use-file-drop';
import { useMarkChatRead } from './use-mark-chat-read';
import { usePendingChatPost } from './use-pending-chat-post';
import { useSendChat } from './use-send-chat';
import { useTypingSignal } from './use-typing-signal';

export type ChatBoxProps = {
  target: ChatTarget;
  /** The link asked for the chat (`?chat=true`, spec 1 §2): the message field takes the focus. */
  isOpenedByLink?: boolean;
};

/**
 * The chat box at the top of a relationship or group timeline (spec 2 §2, §4, §5). Each
 * target and user has its own box state and remembered draft.
 */
export function ChatBox({ target, isOpenedByLink = false }: ChatBoxProps) {
  const viewer = useViewer();
  const key = chatDraftKey(target, viewer.userId);
  return (
    <>
      <ChatComposer key={key} target={target} isOpenedByLink={isOpenedByLink} />
      {target.kind === 'pairing' ? <RelationshipChat target={target} /> : null}
    </>
  );
}

/**
 * What only a one-to-one chat has: the pending chat post is sent here, the other person's
 * messages are marked read and their receipts followed, and the server is told this client is
 * looking (no push for this conversation meanwhile).
 */
function RelationshipChat({ target }: { target: PairingChatTarget }) {
  usePendingChatPost(target);
  useChatFocus(target.pairingId);
  useMarkChatRead(target.pairingId);
  useLiveChatReceipt(target.pairingId);
  return null;
}

function ChatComposer({ target, isOpenedByLink }: ChatBoxProps) {
  const viewer = useViewer();
  const hintId = useId();
  const [text, setText] = useState(() => readChatDraft(target, viewer.userId));
  const [file, setFile] = useState<File | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { send, isSending, progress } = useSendChat(target);
  const typing = useTypingSignal(target);
  const canSend = (text.trim().length > 0 || file !== null) && !isSending;

  useEffect(() => writeChatDraft(target, viewer.userId, text), [target, viewer.userId, text]);

  useEffect(() => {
    if (!isOpenedByLink) return;
    editor.current?.focus({ preventScroll: true });
    editor.current?.scrollIntoView?.({ block: 'center' });
  }, [isOpenedByLink]);

  // Grows with its text up to 200 px, then scrolls (spec 2 §2, §9); re-measured when the width changes.
  const fitHeight = useCallback(() => {
    const element = editor.current;
    if (!element) return;
    element.style.height = 'auto';
    const height = Math.min(element.scrollHeight, CHAT_EDITOR_MAX_HEIGHT_PX);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > CHAT_EDITOR_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured whenever the text changes
  useLayoutEffect(fitHeight, [text, fitHeight]);
  useEffect(() => {
    window.addEventListener('resize', fitHeight);
    return () => window.removeEventListener('resize', fitHeight);
  }, [fitHeight]);

  const attach = (files: ArrayLike<File> | null | undefined) => {
    const pick = pickChatFile(files);
    if ('error' in pick) toast.error(pick.error);
    else setFile(pick.file);
  };
  const drop = useFileDrop(attach, isSending);

  async function submit() {
    if (!canSend) return;
    typing.stopped();
    const sent = await send({ text, file });
    if (!sent) return;
    setText('');
    setFile(null);
    clearChatDraft(target, viewer.userId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (isTouchDevice()) return;
    event.preventDefault();
    void submit();
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    // Files are pasted only when the pasted text is empty (spec 2 §2).
    if (event.clipboardData.getData('text')) return;
    event.preventDefault();
    attach(event.clipboardData.files);
  }

  return (
    <section
      aria-label={chatCopy.boxLabel(target.name)}
      className="@container relative rounded-lg border border-slate-200 bg-white p-2"
      {...drop.handlers}
    >
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {file ? (
          <ChatAttachmentChip file={file} progress={progress} isDisabled={isSending} onRemove={() => setFile(null)} />
        ) : null}
        {/* One row; in a narrow box (the side panel) the text takes its own row above the buttons. */}
        <div className="flex flex-wrap items-end gap-1">
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={isSending}
            aria-label={chatCopy.attach}
            title={chatCopy.attach}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:text-slate-300"
          >
            <Paperclip aria-hidden="true" className="size-4" />
          </button>
          <input
            ref={fileInput}
            type="file"
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
            onChange={(event) => {
              attach(event.target.files);
              event.target.value = '';
            }}
          />
          <textarea
            ref={editor}
            aria-label={messages.chat.placeholder(target.name)}
            aria-describedby={hintId}
            placeholder={messages.chat.placeholder(target.name)}
            value={text}
            rows={1}
            readOnly={isSending}
            onChange={(event) => {
              // A leading space is suppressed (spec 2 §2).
              const next = event.target.value.replace(/^\s+/, '');
              setText(next);
              if (next) typing.typed();
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={typing.stopped}
            style={{ maxHeight: CHAT_EDITOR_MAX_HEIGHT_PX }}
            className="min-h-9 min-w-0 flex-1 resize-none @max-sm:order-first @max-sm:basis-full overflow-hidden rounded-lg bg-slate-50 px-3 py-2 text-sm leading-5 text-slate-900 placeholder:text-slate-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500 read-only:text-slate-500"
          />
          <span aria-hidden="true" className="hidden @max-sm:block @max-sm:flex-1" />
          {target.kind === 'pairing' ? <ChatSettingsPopover /> : null}
          <button
            type="submit"
            disabled={!canSend}
            aria-label={chatCopy.send}
            title={chatCopy.send}
            aria-busy={isSending || undefined}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-600 text-white hover:bg-accent-700 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-500"
          >
            {isSending ? <Spinner size="sm" /> : <SendHorizontal aria-hidden="true" className="size-4" />}
          </button>
        </div>
        <TypingIndicator target={target} />
        <span id={hintId} className="sr-only">
          {isTouchDevice() ? '' : chatCopy.keyboardHint}
        </span>
      </form>
      {drop.isOver ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center gap-2 rounded-lg border-2 border-dashed border-accent-500 bg-accent-50/95 text-sm font-semibold text-accent-800"
        >
          <Upload className="size-4" />
          {messages.chat.dropZone}
        </div>
      ) : null}
    </section>
  );
}
