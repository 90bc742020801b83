import { pagePeopleCopy } from '@shared/ui-copy';
import { Button } from '@webapp/ui/Button';
import { ScanSearch } from 'lucide-react';
import { useMenuRequests, useReadPage } from './use-read-page';

/** Serves the context menu's requests wherever the panel is. */
export function PagePeopleMenuRequests() {
  const { read } = useReadPage();
  useMenuRequests(read);
  return null;
}

/** The side panel's "People on this page": reads the tab in front on click, then shows the list. */
export function PeopleOnPageButton() {
  const { read, isReading } = useReadPage();
  return (
    <div className="border-b border-slate-200 bg-white px-3 py-2">
      <Button
        variant="secondary"
        size="sm"
        fullWidth
        icon={ScanSearch}
        isLoading={isReading}
        onClick={() => void read()}
      >
        {pagePeopleCopy.button}
      </Button>
    </div>
  );
}
