import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { Mail } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { useConnectByEmail } from '../connection/use-connect';

/** An address nobody in the results has: Connect invites (or connects a hidden member). */
export function EmailInviteCard({ email, source, onDone }: { email: string; source: string; onDone?: () => void }) {
  const connect = useConnectByEmail(source);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700"
        >
          <Mail className="size-4" />
        </span>
        <span className="min-w-0 flex-1 text-sm font-medium break-all text-slate-900">{email}</span>
        <Button
          size="sm"
          data-search-item
          aria-label={`${peopleCopy.search.connectEmail}: ${email}`}
          isLoading={connect.isPending}
          onClick={() => connect.mutate(email, { onSuccess: onDone })}
        >
          {peopleCopy.search.connectEmail}
        </Button>
      </div>
      <p className="text-xs text-slate-600">{messages.search.emailNotFoundHint}</p>
    </div>
  );
}
