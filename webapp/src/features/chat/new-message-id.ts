import { newIdempotencyKey } from '../posts/engagement/idempotency-key';

/** A fresh id for a message: its post id and its Idempotency-Key (both reused when it is retried). */
export function newChatAttemptIds(): { idempotencyKey: string; postId: string } {
  return { idempotencyKey: newIdempotencyKey(), postId: newIdempotencyKey() };
}
