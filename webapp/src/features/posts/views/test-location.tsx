import { useLocation } from 'react-router-dom';

/** Shows the router's current path and query so a test can read where the UI navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
