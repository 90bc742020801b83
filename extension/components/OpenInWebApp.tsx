import { uiCopy } from '@shared/ui-copy';
import { ExternalLink } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { useOpenWebApp } from '../lib/use-open-web-app';

/**
 * Opens the side panel's current place (a relationship or a group) in the web app, in a new
 * tab, signed in as the panel is (a one-time sign-in link); the plain address is the link's
 * own, for a middle click.
 */
export function OpenInWebApp({ serverUrl }: { serverUrl: string }) {
  const { pathname, search } = useLocation();
  const openWebApp = useOpenWebApp(serverUrl);
  return (
    <a
      href={new URL(`${pathname}${search}`, serverUrl).toString()}
      target="_blank"
      rel="noreferrer"
      onClick={(event) => {
        event.preventDefault();
        void openWebApp(`${pathname}${search}`);
      }}
      className="inline-flex items-center gap-1.5 self-end rounded-lg px-2 py-1 text-xs font-medium text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <ExternalLink aria-hidden="true" className="size-3.5" />
      {uiCopy.extension.openInWebApp}
    </a>
  );
}
