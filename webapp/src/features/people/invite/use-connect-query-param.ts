import { messages } from '@shared/messages';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApiClient } from '../../../lib/api-context';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { relationshipPath } from '../../shell/paths';
import { connectFailureMessage } from '../connection/use-connect';
import { isEmailAddress } from '../new-relationship/recipient-rules';
import { usePeopleStore } from '../people-store';
import { lookUpMemberByEmail } from '../relationships-api';
import { useOpenWorkspace } from '../workspace-nav';

/** Query parameters a ?connect= link may carry to prefill the invitation (spec 1 §3). */
const PREFILL_KEYS = ['connect', 'firstName', 'lastName', 'phone', 'companyName', 'jobTitle'] as const;

/**
 * ?connect=<email>: a member's workspace opens (with its CONNECT card); anyone else gets
 * the invite dialog, prefilled. The parameters are then removed from the address.
 */
export function useConnectQueryParam() {
  const [params, setParams] = useSearchParams();
  const api = useApiClient();
  const viewer = useViewer();
  const openInvite = usePeopleStore((state) => state.openInvite);
  const openWorkspace = useOpenWorkspace();
  const email = params.get('connect')?.trim().toLowerCase() ?? '';
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!email || handled.current === email) return;
    handled.current = email;
    const read = (key: string) => params.get(key)?.trim() || undefined;
    const prefill = {
      email,
      firstName: read('firstName'),
      lastName: read('lastName'),
      phone: read('phone'),
      companyName: read('companyName'),
      jobTitle: read('jobTitle'),
    };
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of PREFILL_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
    if (!isEmailAddress(email)) {
      toast.error(messages.people.invalidEmail(email));
      return;
    }
    if (email === viewer.email.toLowerCase()) return;
    lookUpMemberByEmail(api, email).then(
      (userId) => (userId ? openWorkspace(relationshipPath(userId)) : openInvite(prefill)),
      (error) => toast.error(connectFailureMessage(error)),
    );
  }, [api, email, openInvite, openWorkspace, params, setParams, viewer.email]);
}
