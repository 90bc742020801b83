import { useSearchParams } from 'react-router-dom';
import { SearchResults, type SearchResultsProps } from './SearchResults';
import { termOf } from './search-path';

/** The results of /search?q= without the web app's page frame (the side panel's screen). */
export function SearchScreen({ openOutside }: Pick<SearchResultsProps, 'openOutside'>) {
  const [params] = useSearchParams();
  const term = termOf(params);
  return <SearchResults key={term} term={term} openOutside={openOutside} />;
}
