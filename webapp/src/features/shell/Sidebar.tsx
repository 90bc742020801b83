import { uiCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component';
import { SkeletonList } from '../../ui/Skeleton';
import { isJobsPath } from './paths';
import { RelationshipsSidebar } from './RelationshipsSidebar';

// Only job routes show it: the relationship and group timelines do not download the jobs list.
const JobsSidebar = lazyComponent(() => import('./JobsSidebar'), 'JobsSidebar');

type SidebarProps = {
  /** Reserved top slot for the AI assistant's entry (filled by the assistant feature). */
  assistantSlot?: ReactNode;
  className?: string;
};

/** The left column: Relationships, or Jobs on job routes (spec 1 §2). */
export function Sidebar({ assistantSlot, className }: SidebarProps) {
  const { pathname } = useLocation();
  const isJobs = isJobsPath(pathname);
  return (
    <aside
      aria-label={isJobs ? uiCopy.sidebar.jobsTitle : uiCopy.sidebar.relationshipsTitle}
      className={clsx('flex min-h-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white', className)}
    >
      {assistantSlot ? <div className="border-b border-slate-200">{assistantSlot}</div> : null}
      {isJobs ? (
        <Suspense fallback={<SkeletonList label={uiCopy.states.loading} />}>
          <JobsSidebar />
        </Suspense>
      ) : (
        <RelationshipsSidebar />
      )}
    </aside>
  );
}
