import { profileCopy, uiCopy } from '@shared/ui-copy';
import { UserRoundX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useProductName } from '../features/app-config/use-app-config';
import { PublicProfileAction } from '../features/profile/PublicProfileAction';
import { PublicProfileCard } from '../features/profile/PublicProfileCard';
import { ProfileSkeleton } from '../features/profile/ProfileSkeleton';
import { fullNameOf } from '../features/profile/profile-display';
import { useDocumentTitle } from '../features/profile/use-document-title';
import { usePublicProfile } from '../features/profile/use-public-profile';
import { PublicLayout } from '../features/shell/PublicLayout';
import { isApiStatus } from '../lib/api-client';
import { ButtonLink } from '../ui/ButtonLink';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';

/** /cp/:profileAlias: a public profile, readable signed out; signing in from here comes back. */
export function PublicProfileRoute() {
  const productName = useProductName();
  const { profileAlias = '' } = useParams();
  const query = usePublicProfile(profileAlias);
  const copy = profileCopy.publicPage;
  const isNotFound = isApiStatus(query.error, 404);
  useDocumentTitle(
    query.data
      ? copy.documentTitle(fullNameOf(query.data), productName)
      : isNotFound
        ? copy.notFoundDocumentTitle(productName)
        : null,
  );

  return (
    <PublicLayout signInPath={`/login?redirectProfile=${encodeURIComponent(profileAlias)}`}>
      <div className="mx-auto flex w-full max-w-3xl flex-col">
        {query.data ? (
          <PublicProfileCard profile={query.data} action={<PublicProfileAction profile={query.data} />} />
        ) : isNotFound ? (
          <section className="rounded-lg border border-slate-200 bg-white">
            <h1 className="sr-only">{copy.notFoundTitle}</h1>
            <EmptyState
              icon={UserRoundX}
              title={copy.notFoundTitle}
              text={copy.notFoundText}
              action={<ButtonLink to="/">{uiCopy.screens.goHome}</ButtonLink>}
            />
          </section>
        ) : query.isError ? (
          <section className="rounded-lg border border-slate-200 bg-white">
            <h1 className="sr-only">{uiCopy.screens.profileTitle}</h1>
            <ErrorState
              message={query.error.message}
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            />
          </section>
        ) : (
          <section className="rounded-lg border border-slate-200 bg-white p-6">
            <h1 className="sr-only">{uiCopy.screens.profileTitle}</h1>
            <ProfileSkeleton label={copy.loading} />
          </section>
        )}
      </div>
    </PublicLayout>
  );
}
