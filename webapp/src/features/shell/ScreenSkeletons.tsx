import { uiCopy } from '@shared/ui-copy';
import { Skeleton } from '../../ui/Skeleton';

/** A signed-in screen's content while its chunk loads: the breadcrumb bar and a card. */
export function ScreenSkeleton() {
  return (
    <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-4">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** The sign-in and sign-up frame (AuthLayout's shape) while the form's chunk loads. */
export function AuthSkeleton() {
  return (
    <main aria-busy="true" className="flex min-h-dvh flex-col items-center gap-6 px-4 py-10">
      <Skeleton className="h-8 w-32" />
      <div className="flex w-full max-w-sm flex-col gap-6 rounded-lg border border-slate-200 bg-white p-6 mobile:p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </main>
  );
}

/** A public page (PublicLayout's shape: a slim bar, then content) while its chunk loads. */
export function PublicPageSkeleton() {
  return (
    <div aria-busy="true" className="flex min-h-dvh flex-col">
      <div className="h-16 border-b border-slate-200 bg-white" />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-8">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
