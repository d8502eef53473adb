import type { CommentView, PostView } from "../../../common/forum";
import type { Db } from "../../db/database";
import type { Reader } from "../../identity";
import { mayTouch } from "../../read-policy";
import { readComments } from "../views";

/**
 * The post's accepted answer as its page shows it under the question (ADR 0031): the comment in full,
 * when the post has one and it is visible (a hidden or removed comment is no longer the answer: migration
 * 0021 clears it). One read, only for a solved post.
 */
export async function readAcceptedAnswer(db: Db, post: PostView, reader: Reader): Promise<CommentView | null> {
  if (!post.acceptedCommentId) return null;
  const [answer] = await readComments(db, [post.acceptedCommentId], reader?.id ?? null);
  return answer && mayTouch(answer, reader) && answer.postId === post.id ? answer : null;
}
