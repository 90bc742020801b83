import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { Video } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { productName } from '../config';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { EmptyState } from '../ui/EmptyState';
import { Logo } from '../ui/Logo';

/** /meet/:postId — the meeting page: no header; the logo asks before leaving. */
export function MeetRoute() {
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-900">
      <div className="flex h-14 items-center px-4">
        <button
          type="button"
          aria-label={`${productName}, ${uiCopy.nav.home}`}
          onClick={() => setIsConfirming(true)}
          className="rounded-lg bg-white/95 px-2 py-1"
        >
          <Logo />
        </button>
      </div>
      <main id="main" className="flex flex-1 items-center justify-center p-4">
        <section className="w-full max-w-xl rounded-lg bg-white">
          <h1 className="sr-only">{uiCopy.screens.meetTitle}</h1>
          <EmptyState icon={Video} title={uiCopy.screens.meetTitle} text={uiCopy.screens.meetText} />
        </section>
      </main>
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        role="alertdialog"
        title={uiCopy.screens.leaveTitle}
        description={messages.meet.leaveConfirm}
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {uiCopy.screens.stay}
            </Button>
            <Button onClick={() => navigate('/')}>{uiCopy.screens.leave}</Button>
          </>
        }
      />
    </div>
  );
}
