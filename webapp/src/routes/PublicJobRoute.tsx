import { uiCopy } from '@shared/ui-copy';
import { Briefcase } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { loginPathFor } from '../features/session/session-api';
import { PublicLayout } from '../features/shell/PublicLayout';
import { EmptyState } from '../ui/EmptyState';

/** /job/:jobId — the shareable public job link. */
export function PublicJobRoute() {
  const { pathname } = useLocation();
  return (
    <PublicLayout signInPath={loginPathFor(pathname)}>
      <section className="rounded-lg border border-slate-200 bg-white">
        <h1 className="sr-only">{uiCopy.screens.publicJobTitle}</h1>
        <EmptyState icon={Briefcase} title={uiCopy.screens.publicJobTitle} text={uiCopy.screens.publicJobText} />
      </section>
    </PublicLayout>
  );
}
