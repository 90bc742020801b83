import type { SelfProfile } from '@shared/api/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { sessionQueryKey } from '../../session/session-api';
import { userKeys } from '../../users/user-api';
import { patchProfile, profileKeys, putCompany } from '../profile-api';
import { type FormErrors, serverErrorsOf, type ValidForm } from './profile-form';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';

/** A failed save: which request failed and the inline errors it maps to. */
export class ProfileSaveError extends Error {
  constructor(
    readonly failure: ApiError | Error,
    readonly fieldErrors: FormErrors,
  ) {
    super(failure.message);
    this.name = 'ProfileSaveError';
  }
}

/**
 * Saves with PATCH /api/user, then PUT /api/company/user, and updates every place the user
 * appears: their profile query (header, panels), their public profile and the session.
 */
export function useSaveProfile(userId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userPatch, companyPut }: ValidForm): Promise<SelfProfile> => {
      let profile: SelfProfile;
      try {
        profile = await patchProfile(api, userPatch);
      } catch (error) {
        throw new ProfileSaveError(error as Error, isApiError(error) ? serverErrorsOf(error) : {});
      }
      queryClient.setQueryData(userKeys.byId(userId), (current: SelfProfile | undefined) => ({
        ...current,
        ...profile,
      }));
      if (!companyPut) return profile;
      try {
        const company = await putCompany(api, companyPut);
        return { ...profile, company };
      } catch (error) {
        throw new ProfileSaveError(error as Error, isApiError(error) ? serverErrorsOf(error, 'company.') : {});
      }
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(userKeys.byId(userId), profile);
    },
    onSettled: () =>
      Promise.all([
        refreshAfterEvent(queryClient, userKeys.byId(userId)),
        refreshAfterEvent(queryClient, profileKeys.allPublic),
        refreshAfterEvent(queryClient, sessionQueryKey),
      ]),
  });
}
