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

/** A non-member: the web app's invitation form (message, its 1000-character rule, SEND). */
export function PopupInvite({ email, onCancel, onSent }: PopupInviteProps) {
  const copy = peopleCopy.inviteDialog;
  return (
    <section
      aria-labelledby="popup-invite-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700"
        >
          <Mail className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="popup-invite-title" className="text-base font-semibold text-slate-900">
            {copy.title}
          </h2>
          <p className="text-sm break-words text-slate-600">{copy.text(email, productName)}</p>
        </div>
      </div>
      <InviteForm key={email} invitee={{ email }} onDone={onCancel} onSent={onSent} />
    </section>
  );
}
