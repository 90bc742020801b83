import { esignDocumentsCopy as copy } from '@shared/copy/esign-documents';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useApiClient } from '../../../lib/api-context';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-store';
import { sendVerificationEmail } from './esign-documents-api';

/**
 * For an account whose address is not verified: documents signed by e-mail with it join the
 * account only once the address is confirmed (the link comes back to this screen).
 */
export function VerifyAddressNotice({ email }: { email: string }) {
  const api = useApiClient();
  const send = useMutation({ mutationFn: () => sendVerificationEmail(api), onError: (e) => toast.error(e.message) });
  return (
    <section
      aria-labelledby="verify-heading"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="verify-heading" className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <MailCheck aria-hidden="true" className="size-4" />
        {copy.verifyHeading}
      </h2>
      <p className="text-sm text-amber-950">{copy.verifyIntro(email)}</p>
      {send.isSuccess ? (
        <p role="status" className="text-sm font-medium text-amber-950">
          {copy.verifySent(email)}
        </p>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => send.mutate()} isLoading={send.isPending}>
            {copy.verifyButton}
          </Button>
        </div>
      )}
    </section>
  );
}
