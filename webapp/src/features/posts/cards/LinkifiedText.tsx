import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';

const LinkedText = lazyComponent(() => import('./LinkedText'), 'LinkedText');

/**
 * What linkify could turn into a link: a scheme (`https://`, `mailto:`), a dot followed by
 * letters (a domain, an e-mail address) or localhost. Anything else has no link to find, so
 * linkify's chunk stays off the first load of a timeline whose posts are plain text.
 */
const LINK_LIKE = /:\/\/|mailto:|localhost|[^\s.]\.\p{L}{2}/iu;

export const mayHoldLink = (text: string): boolean => LINK_LIKE.test(text);

let isLinkifyLoaded = false;

/**
 * True once linkify's chunk has loaded. The first text that may hold a link asks for it when
 * the browser is next idle (2 s at most), after the posts have painted: on a phone's first
 * load its 10 KiB otherwise went out with the timeline's own requests, before the first post showed.
 */
function useLinkify(): boolean {
  const [isLoaded, setLoaded] = useState(isLinkifyLoaded);
  useEffect(() => {
    if (isLoaded) return;
    let isMounted = true;
    const load = () =>
      void LinkedText.preload().then(() => {
        isLinkifyLoaded = true;
        if (isMounted) setLoaded(true);
      });
    // Safari has no requestIdleCallback: the next task, after this commit has painted.
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 });
    const task = idle === undefined ? window.setTimeout(load) : undefined;
    return () => {
      isMounted = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(task);
    };
  }, [isLoaded]);
  return isLoaded;
}

/**
 * User text as React text nodes (never HTML), with its URLs and e-mail addresses as safe links
 * (LinkedText). The plain text shows at once, links follow when linkify has loaded.
 */
export function LinkifiedText({ text }: { text: string }) {
  return mayHoldLink(text) ? <MaybeLinked text={text} /> : text;
}

function MaybeLinked({ text }: { text: string }) {
  const isLoaded = useLinkify();
  if (!isLoaded) return text;
  return (
    <Suspense fallback={text}>
      <LinkedText text={text} />
    </Suspense>
  );
}
