import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'];
const SAFE_HREF = /^(https?:|mailto:)/i;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Raw HTML in stored markdown is shown as text, never as markup, and links keep only http(s)
 * and mailto targets; DOMPurify then keeps formatting tags only (a second fence).
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });
markdown.use({
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      if (!SAFE_HREF.test(token.href.trim())) return text;
      return `<a href="${escapeHtml(token.href)}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>`;
    },
    image: (token: Tokens.Image) => escapeHtml(token.text),
  },
});

export function markdownToSafeHtml(source: string): string {
  const html = markdown.parse(source, { async: false });
  if (!DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'rel', 'target'] });
}

/** A job or company description rendered from markdown, with no raw HTML (its own lazy chunk). */
export function MarkdownText({ markdown: source, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => markdownToSafeHtml(source), [source]);
  return (
    <div
      className={className ?? 'prose-job text-sm text-slate-800'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: marked escapes raw HTML; DOMPurify keeps formatting tags only.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
