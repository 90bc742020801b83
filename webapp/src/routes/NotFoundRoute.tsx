import { uiCopy } from '@shared/ui-copy';
import { MapPinOff } from 'lucide-react';
import { PublicLayout } from '../features/shell/PublicLayout';
import { ButtonLink } from '../ui/ButtonLink';
import { EmptyState } from '../ui/EmptyState';

/** Any path outside the route table. */
export function NotFoundRoute() {
  return (
    <PublicLayout>
      <section className="rounded-lg border border-slate-200 bg-white">
        <h1 className="sr-only">{uiCopy.screens.notFoundTitle}</h1>
        <EmptyState
          icon={MapPinOff}
          title={uiCopy.screens.notFoundTitle}
          text={uiCopy.screens.notFoundText}
          action={<ButtonLink to="/">{uiCopy.screens.goHome}</ButtonLink>}
        />
      </section>
    </PublicLayout>
  );
}
