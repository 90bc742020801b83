import type { IntermediateRepresentation, Opts } from 'linkifyjs';
import Linkify from 'linkify-react';
import { safeHref } from '../format/safe-url';

/** Renders a found link only when its href is http, https or mailto; anything else stays text. */
function renderLink({ attributes, content }: IntermediateRepresentation) {
  const href = safeHref(String(attributes.href ?? ''));
  if (!href) return content;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-words text-accent-700 underline underline-offset-2 hover:text-accent-800"
    >
      {content}
    </a>
  );
}

const options: Opts = { defaultProtocol: 'http', render: renderLink };

/**
 * User text as React text nodes (never HTML), with its URLs and e-mail addresses as safe links.
 * Line breaks are kept by the caller's whitespace-pre-wrap. linkify is some 10 KiB compressed:
 * this module loads only for a text that looks like it holds a link (LinkifiedText).
 */
export function LinkedText({ text }: { text: string }) {
  return <Linkify options={options}>{text}</Linkify>;
}
