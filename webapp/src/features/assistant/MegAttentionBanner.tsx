import { assistantCopy } from '@shared/ui-copy';
import { Bot } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { chatPathFor } from './assistant-paths';
import { hideMegAttention } from './meg-attention';

const copy = assistantCopy.attention;

/**
 * 'Attention: Meg just messaged you' (spec 3 §2.3): a card in the bottom corner, as messengers
 * show a new message (it moves nothing, and the page's actions, at the top of every screen,
 * stay in reach under a timeline that scrolls), with Read it, Not now, and the choice to hide
 * it for good (hideUnreadMeg).
 */
export function MegAttentionBanner({
  megUserId,
  onDismiss,
  onHide,
}: {
  megUserId: string;
  onDismiss: () => void;
  onHide: () => void;
}) {
  const navigate = useNavigate();
  const titleId = useId();
  const [isHiding, setIsHiding] = useState(false);
  const close = (then?: () => void) => {
    if (isHiding) {
      hideMegAttention(localStorage);
      onHide();
    }
    onDismiss();
    then?.();
  };
  return (
    <section
      aria-labelledby={titleId}
      role="status"
      className="fixed right-4 bottom-4 z-40 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 rounded-lg border border-accent-200 bg-white p-4 shadow-float"
    >
      <p id={titleId} className="flex items-start gap-2 text-sm font-semibold text-slate-900">
        <Bot aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
        <span>{copy.title}</span>
      </p>
      <p className="text-sm text-slate-700">{copy.text}</p>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={isHiding}
          onChange={(event) => setIsHiding(event.target.checked)}
          className="size-4 accent-accent-600"
        />
        {copy.hide}
      </label>
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={() => close()}>
          {copy.dismiss}
        </Button>
        <Button size="sm" onClick={() => close(() => navigate(chatPathFor(megUserId)))}>
          {copy.read}
        </Button>
      </div>
    </section>
  );
}
