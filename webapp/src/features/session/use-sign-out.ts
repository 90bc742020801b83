import { messages } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isApiStatus } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { forgetFirstAnswers } from '../../lib/first-answers';
import { toast } from '../../ui/toast-store';
import { sessionQueryKey, signOutSession } from './session-api';

/** Logout: ends the session, forgets cached data and shows /login. */
export function useSignOut() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = () => {
    forgetFirstAnswers();
    queryClient.setQueryData(sessionQueryKey, null);
    navigate('/login', { replace: true });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  };
  return useMutation({
    mutationFn: () => signOutSession(api),
    onSuccess: finish,
    onError: (error) => {
      if (isApiStatus(error, 401)) finish();
      else toast.error(messages.generic.somethingWentWrong);
    },
  });
}
