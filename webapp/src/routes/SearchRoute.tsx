import { searchCopy, uiCopy } from '@shared/ui-copy';
import { useSearchParams } from 'react-router-dom';
import { SearchResults } from '../features/search/SearchResults';
import { termOf } from '../features/search/search-path';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';

/** /search?q= — what the header box found (issue 39): a chunk of its own. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const term = termOf(params);
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs items={[{ label: uiCopy.nav.home, to: '/' }, { label: searchCopy.title }]} />
      <h1 className="px-1 text-lg font-semibold text-slate-900">
        {term ? searchCopy.resultsFor(term) : searchCopy.title}
      </h1>
      <SearchResults key={term} term={term} />
    </div>
  );
}
