import { peopleCopy } from '@shared/ui-copy';
import { productName } from '@webapp/config';
import { InviteForm } from '@webapp/features/people/invite/InviteDialog';
import { Mail } from 'lucide-react';

type PopupInviteProps = {
  email: string;
  /** Cancel: back to the address field. */
  onCancel: () => void;
  /** After the invitation went out. */
  onSent: () => void;
};

/**
 * A non-member: the web app's invitation form (message, its 1000-character rule, SEND), in
 * its compact form so the popup's tallest state fits Chrome's 600 px without a scroll.
 */
export function PopupInvite({ email, onCancel, onSent }: PopupInviteProps) {
  const copy = peopleCopy.inviteDialog;
  return (
    <section
      aria-labelledby="popup-invite-title"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <div className="flex flex-col gap-1">
        <h2 id="popup-invite-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700"
          >
            <Mail className="size-4" />
          </span>
          {copy.title}
        </h2>
        <p className="text-sm wrap-anywhere text-slate-600">{copy.text(email, productName)}</p>
      </div>
      <InviteForm key={email} invitee={{ email }} onDone={onCancel} onSent={onSent} isCompact />
    </section>
  );
}
