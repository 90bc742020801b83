import { uiCopy } from '@shared/ui-copy';
import { UserRound } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PublicLayout } from '../features/shell/PublicLayout';
import { EmptyState } from '../ui/EmptyState';

/** /cp/:profileAlias — a public profile; signing in from here comes back to it. */
export function PublicProfileRoute() {
  const { profileAlias = '' } = useParams();
  return (
    <PublicLayout signInPath={`/login?redirectProfile=${encodeURIComponent(profileAlias)}`}>
      <section className="rounded-lg border border-slate-200 bg-white">
        <h1 className="sr-only">{uiCopy.screens.profileTitle}</h1>
        <EmptyState
          icon={UserRound}
          title={uiCopy.screens.profileTitle}
          text={uiCopy.screens.profileText(profileAlias)}
        />
      </section>
    </PublicLayout>
  );
}
