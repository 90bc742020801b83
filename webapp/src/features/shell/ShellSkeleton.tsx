import { uiCopy } from '@shared/ui-copy';
import { Skeleton, SkeletonList } from '../../ui/Skeleton';

/** What the app shows while the session loads: the shell's shape in grey. */
export function ShellSkeleton() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <div className="fixed inset-x-0 top-0 flex h-16 items-center gap-4 border-b border-slate-200 bg-white px-4">
        <Skeleton className="size-8" />
        <Skeleton className="h-4 w-24" />
        <div className="ml-auto flex gap-3">
          <Skeleton className="size-9" rounded="full" />
        </div>
      </div>
      <div className="mx-auto flex max-w-[1440px] gap-4 px-4 pt-20 compact:flex-col">
        <div className="h-[79dvh] rounded-lg border border-slate-200 bg-white wide:h-[calc(100dvh-6rem)] wide:w-80">
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
          <SkeletonList label={uiCopy.states.loading} rows={4} />
        </div>
        <div className="flex flex-1 flex-col gap-4 compact:hidden">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    </div>
  );
}
