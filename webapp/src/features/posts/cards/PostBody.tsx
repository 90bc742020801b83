import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { linkPreviewOf } from '../format/post-meta';
import { bodyKindOf } from '../format/post-kind';
import { GuidancePanel, SilenceNotice } from '../../assistant/ReadinessPanels';
import { guidanceStateOfPost, silenceReasonsOfPost } from '../../assistant/readiness-rules';
import type { PostContext } from '../post-context';
import { PostText } from './PostText';
import { AttachmentsBody } from './body/AttachmentsBody';
import { BlockedPanel } from './body/BlockedPanel';
import { ChatBody } from './body/ChatBody';
import { ConnectionBody } from './body/ConnectionBody';
import { EsignBody } from './body/EsignBody';
import { GroupPostBody } from './body/GroupPostBody';
import { LinkCard } from './body/LinkCard';
import { MeetingCard } from './body/MeetingCard';
import { ReshareBody } from './body/ReshareBody';
import { ScheduleBody } from './body/ScheduleBody';
import { SubscriptionBody } from './body/SubscriptionBody';
import { TextBody } from './body/TextBody';

export type PostBodyProps = { post: Post; context: PostContext; depth?: number };

/** The body of a card by post kind (spec 3 §2.2, post detail layouts by kind). */
export function PostBody({ post, context, depth = 0 }: PostBodyProps) {
  const kind = bodyKindOf(post);
  if (post.status === 'blocked' && post.attachments.length && kind !== 'reshare') {
    return (
      <div className="flex flex-col gap-3">
        <PostText text={post.content} />
        <BlockedPanel />
      </div>
    );
  }
  switch (kind) {
    case 'groupCreated':
    case 'groupMembersAdded':
      return <GroupPostBody post={post} />;
    case 'connection':
      return context.kind === 'group' ? null : <ConnectionBody post={post} context={context} />;
    case 'subscription':
      return <SubscriptionBody post={post} />;
    case 'assistantState': {
      const state = guidanceStateOfPost(post);
      return state ? <GuidancePanel state={state} /> : <PostText text={post.content} />;
    }
    case 'assistantSilence':
      return <SilenceNotice reasons={silenceReasonsOfPost(post) ?? []} />;
    case 'meeting':
      return <MeetingCard post={post} />;
    case 'welcome':
      return <TextBody post={post} isWelcome />;
    case 'chat':
      return <ChatBody post={post} context={context} />;
    case 'text':
      return <TextBody post={post} />;
    case 'schedule':
      return <ScheduleBody post={post} />;
    case 'esign':
      return <EsignBody post={post} />;
    case 'reshare':
      return depth > 0 ? (
        <TextBody post={post} />
      ) : (
        <ReshareBody
          post={post}
          context={context}
          renderBody={(original) => <PostBody post={original} context={context} depth={depth + 1} />}
        />
      );
    case 'video':
    case 'attachments':
      return (
        <div className="flex flex-col gap-3">
          <PostText text={post.content} />
          <AttachmentsBody post={post} />
        </div>
      );
    case 'link': {
      const preview = linkPreviewOf(post);
      return (
        <div className="flex flex-col gap-3">
          <PostText text={post.content} />
          {preview ? <LinkCard preview={preview} /> : null}
        </div>
      );
    }
    default:
      return <p className="text-sm italic text-slate-500">{messages.posts.noPreviewMatch}</p>;
  }
}
