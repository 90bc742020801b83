import type { AssistantReplyDetail } from '@shared/api/assistant';
import { ASSISTANT_META } from '@shared/assistant';
import type { Post } from '@shared/api/posts';
import { assistantCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { Bot, ChevronDown, FileText } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { metaValues } from '../posts/format/post-meta';
import { useViewer } from '../session/viewer-context';
import { assistantKeys, useAssistant } from './assistant-api';

const copy = assistantCopy.chat;

/** The assistant's name on a reply it wrote (post meta assistantResponse `{ name }`), or null. */
export function assistantResponseName(post: Pick<Post, 'postMeta'>): string | null {
  for (const value of metaValues(post, ASSISTANT_META.response)) {
    if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string') {
      return (value as { name: string }).name;
    }
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

const replyDetailKey = (postId: string) => [...assistantKeys.all, 'reply', postId] as const;

/** What the owner sees of a reply Meg wrote for them: the sources it used, or what was asked. */
function OwnerDetail({ postId }: { postId: string }) {
  const api = useApiClient();
  const [isOpen, setIsOpen] = useState(false);
  const detail = useQuery({
    queryKey: replyDetailKey(postId),
    queryFn: () => api.get<AssistantReplyDetail>(`/api/assistant/reply/${encodeURIComponent(postId)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const data = detail.data;
  if (!data) return null;
  if (data.kind === 'holding') {
    return <p className="text-xs text-slate-600">{copy.holding(data.question)}</p>;
  }
  if (!data.sources.length) return <p className="text-xs text-slate-600">{copy.noSources}</p>;
  const panelId = `sources-${postId}`;
  return (
    <div className="flex flex-col gap-1.5">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex items-center gap-1 self-start text-xs font-medium text-accent-700 hover:underline"
      >
        <ChevronDown aria-hidden="true" className={isOpen ? 'size-3.5 rotate-180' : 'size-3.5'} />
        {isOpen ? copy.hideSources : copy.sources(data.sources.length)}
      </button>
      {isOpen ? (
        <ul id={panelId} className="flex flex-col gap-1.5">
          {data.sources.map((source, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a source has no id of its own; the order is the reply's
              key={index}
              className="flex flex-col gap-0.5 rounded-md border border-slate-200 bg-slate-50 p-2"
            >
              <span className="flex items-center gap-1 text-xs font-semibold text-slate-800">
                <FileText aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{source.name}</span>
              </span>
              <span className="text-xs text-slate-700">{source.excerpt}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Under a chat reply Meg wrote: who sent it, and for its owner the sources it used
 * (collapsible) or, for a holding reply, the question to answer (spec 3 §4.4, issue 13).
 */
export function AssistantReplyNote({ post, name }: { post: Post; name: string }) {
  const viewer = useViewer();
  const assistant = useAssistant().data;
  const author = post.createdBy.userId;
  const isOwner = author === viewer.userId || (assistant !== undefined && author === assistant.assistantId);
  return (
    <div className="flex flex-col gap-1.5 border-t border-slate-100 pt-1.5" data-assistant-reply>
      <span className="inline-flex items-center gap-1 text-xs font-medium text-accent-800">
        <Bot aria-hidden="true" className="size-3.5" />
        {isOwner ? copy.fromMeg(name) : copy.fromTheirMeg(name)}
      </span>
      {isOwner ? <OwnerDetail postId={post.postId} /> : null}
    </div>
  );
}
