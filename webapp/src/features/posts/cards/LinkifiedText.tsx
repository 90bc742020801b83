import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';

const LinkedText = lazyComponent(() => import('./LinkedText'), 'LinkedText');

/**
 * What linkify could turn into a link: a scheme (`https://`, `mailto:`), a dot followed by
 * letters (a domain, an e-mail address) or localhost. Anything else has no link to find, so
 * linkify's chunk stays off the first load of a timeline whose posts are plain text.
 */
const LINK_LIKE = /:\/\/|mailto:|localhost|[^\s.]\.\p{L}{2}/iu;

export const mayHoldLink = (text: string): boolean => LINK_LIKE.test(text);

/**
 * User text as React text nodes (never HTML), with its URLs and e-mail addresses as safe links
 * (LinkedText). The plain text shows at once, links follow when linkify has loaded.
 */
export function LinkifiedText({ text }: { text: string }) {
  if (!mayHoldLink(text)) return text;
  return (
    <Suspense fallback={text}>
      <LinkedText text={text} />
    </Suspense>
  );
}
