import { z } from 'zod';
import { messages } from '../messages';
import { zMissingAsNull } from './envelope';

/**
 * Link preview (spec 2 §7: "GET link-preview service | url | title and metadata; failure
 * silent"). `GET /api/utility/link-preview?url=...` answers `data: LinkPreview`; a link the
 * server will not fetch is a 400, one it could not preview (unreachable, too slow, not an
 * HTML page, an error status) a 404. The client stays silent on both.
 */

/** Longest link accepted, in characters. */
export const LINK_PREVIEW_URL_MAX = 2048;
/** Longest title and description answered; longer ones end with an ellipsis. */
export const LINK_PREVIEW_TITLE_MAX = 300;
export const LINK_PREVIEW_DESCRIPTION_MAX = 600;

/** A link without a scheme gets http:// (spec 3 §5). */
export const zLinkPreviewQuery = zMissingAsNull.extend({
  url: z
    .string(messages.linkPreview.urlRequired)
    .trim()
    .min(1, messages.linkPreview.urlRequired)
    .max(LINK_PREVIEW_URL_MAX, messages.linkPreview.urlTooLong),
});
export type LinkPreviewQuery = z.infer<typeof zLinkPreviewQuery>;

/**
 * `url` is the page's address after redirects; `title`, `description` and `image` are ''
 * when the page has none (Open Graph first, then Twitter cards, then `<title>` and the
 * description meta). `image` is an absolute http(s) URL.
 */
export const zLinkPreview = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
});
export type LinkPreview = z.infer<typeof zLinkPreview>;
