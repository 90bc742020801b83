import type { CreatePostBody } from '@shared/api/posts';
import { normalizeLink } from '@shared/links';
import { messages } from '@shared/messages';
import { calendarLinkFor } from '@shared/scheduling-links';
import { Invalid } from '../../errors';

type PostMetaInput = CreatePostBody['postMeta'][number];

function parsed(value: PostMetaInput['value']): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * A schedule post's link follows the calendar link rule (spec 2 §5) whoever sends it: a valid
 * URL ('Please enter a valid URL.' otherwise), https:// added, the author's e-mail appended for
 * known scheduling hosts. Other meta entries pass unchanged.
 */
export function withScheduleLink(postMeta: CreatePostBody['postMeta'], authorEmail: string) {
  return postMeta.map((entry) => {
    if (entry.name !== 'fileMeta') return entry;
    const meta = parsed(entry.value);
    if (!meta || typeof meta !== 'object' || Array.isArray(meta)) return entry;
    const preview = (meta as { preview?: unknown }).preview;
    if (!preview || typeof preview !== 'object') return entry;
    const url = (preview as { url?: unknown }).url;
    if (typeof url !== 'string' || !url.trim()) return entry;
    if (!normalizeLink(url, 'https')) throw new Invalid(messages.composer.invalidUrl);
    const value = { ...meta, preview: { ...preview, url: calendarLinkFor(url, authorEmail) } };
    return { ...entry, value: JSON.stringify(value) };
  });
}
