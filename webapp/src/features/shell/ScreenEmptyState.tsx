import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

type ScreenEmptyStateProps = {
  crumbs: readonly Crumb[];
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  action?: ReactNode;
};

/** A screen inside the shell whose content is still to come: breadcrumbs and a card. */
export function ScreenEmptyState({ crumbs, icon, title, text, action }: ScreenEmptyStateProps) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{title}</h1>
      <Breadcrumbs items={crumbs} />
      <section className="rounded-lg border border-slate-200 bg-white">
        <EmptyState icon={icon} title={title} text={text} action={action} />
      </section>
    </div>
  );
}
