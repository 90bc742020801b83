import type { Post } from '@shared/api/posts';
import { AssistantReplyNote, assistantResponseName } from '../../../assistant/AssistantReplyNote';
import { ChatMessageEditor } from '../../../chat/ChatMessageEditor';
import { SeenMarker } from '../../../chat/SeenMarker';
import { useChatEditStore } from '../../../chat/chat-edit-store';
import { useViewer } from '../../../session/viewer-context';
import type { PostContext } from '../../post-context';
import { PostText } from '../PostText';
import { AttachmentsBody } from './AttachmentsBody';

/**
 * A chat message: its text (or the inline editor its author opened from the menu), its file,
 * and in a relationship 'Seen' under one's own message the other person read last.
 */
export function ChatBody({ post, context }: { post: Post; context: PostContext }) {
  const viewer = useViewer();
  const isMine = post.createdBy.userId === viewer.userId;
  const isEditing = useChatEditStore((state) => state.editingPostId === post.postId) && isMine;
  const stopEditing = useChatEditStore((state) => state.stopEditing);
  const assistantName = assistantResponseName(post);
  return (
    <div className="flex flex-col gap-2">
      {isEditing ? (
        <ChatMessageEditor post={post} onDone={() => stopEditing(post.postId)} />
      ) : (
        <PostText text={post.content} />
      )}
      {post.attachments.length ? <AttachmentsBody post={post} /> : null}
      {assistantName ? <AssistantReplyNote post={post} name={assistantName} /> : null}
      {isMine && context.kind === 'relationship' ? (
        <SeenMarker pairingId={context.pairingId} postId={post.postId} />
      ) : null}
    </div>
  );
}
