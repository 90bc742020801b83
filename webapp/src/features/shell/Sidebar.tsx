import { uiCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { JobsSidebar } from './JobsSidebar';
import { isJobsPath } from './paths';
import { RelationshipsSidebar } from './RelationshipsSidebar';

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
      {isJobs ? <JobsSidebar /> : <RelationshipsSidebar />}
    </aside>
  );
}
