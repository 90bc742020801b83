import { Button } from '../../../ui/Button';

type NextPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** VIEW MORE of a paged list (spec 3 §4.6): shown while the server holds more, busy while a page loads. */
export function ViewMoreButton({ pages, label }: { pages: NextPages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-start"
      isLoading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
