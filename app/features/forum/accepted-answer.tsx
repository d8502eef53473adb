import { useModeratorKind } from "~/features/moderation";
import { Icon } from "~/components/ui/icons";
import { createContext, useContext, type ReactNode } from "react";
import { Link, useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { ANSWER_MESSAGES, mayMarkAnswer } from "@common/answers";
import type { CommentView, PostView } from "@common/forum";
import { m } from "@common/i18n";
import { useCurrentUser } from "~/features/auth";
import { useActionToast } from "~/features/forms";
import { LocalDate } from "~/lib/dates";
import { cn } from "~/lib/cn";
import { AuthorLine } from "./author-line";
export { SolvedBadge } from "./solved-badge";
import { Markdown } from "./markdown";
import { commentPath, postPath, useReturnTo } from "./paths";

/**
 * A post's accepted answer (issue #31 item 2, ADR 0031): the "Solved" badge on lists, the answer shown
 * under the question, and on each comment the "Accepted answer" mark and the author's (or a moderator's)
 * "Mark as answer" / "Clear answer" form. The server checks every rule again.
 */

interface AnswerState {
  postId: string;
  authorId: string | null;
  isLocked: boolean;
  visible: boolean;
  acceptedCommentId: string | null;
}

const AnswerContext = createContext<AnswerState | null>(null);

/** What the comments of `post` need to know about its answer (wraps its comments panel). */
export function AnswerScope({ post, children }: { post: PostView; children: ReactNode }) {
  const state: AnswerState = {
    postId: post.id,
    authorId: post.author?.id ?? null,
    isLocked: post.isLocked,
    visible: post.visibility === "visible",
    acceptedCommentId: post.acceptedCommentId,
  };
  return <AnswerContext.Provider value={state}>{children}</AnswerContext.Provider>;
}

/** "Accepted answer", beside the author of the comment that is the post's answer. */
export function AcceptedAnswerMark({ commentId }: { commentId: string }) {
  const state = useContext(AnswerContext);
  if (state?.acceptedCommentId !== commentId) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2.5 py-0.5 text-sm font-medium text-brand">
      <Icon name="circle-check" aria-hidden className="size-3.5" />
      {` ${m.forum_accepted_answer()}`}
    </span>
  );
}

/**
 * "Mark as answer" on a visible comment, "Clear answer" on the one that is, for the post's author while
 * the post is open and for moderators. A plain form without JavaScript (back to the comment), a fetcher
 * with it: the page's data is read again after the write, so the mark moves without a reload.
 */
export function AnswerButton({ comment }: { comment: CommentView }) {
  const state = useContext(AnswerContext);
  const user = useCurrentUser();
  // A moderator of the site, or of the post's private group (ADR 0061).
  const moderator = useModeratorKind() !== null;
  const fetcher = useFetcher<ActionResult>();
  const returnTo = useReturnTo(`comment-${comment.id}`);
  useActionToast(fetcher.data, { failureTitle: m.forum_answer_not_changed(), signInMessage: ANSWER_MESSAGES.signIn });
  if (!state || !state.visible || comment.visibility !== "visible") return null;
  if (!mayMarkAnswer(user, { authorId: state.authorId, isLocked: state.isLocked }, moderator)) return null;
  const accepted = state.acceptedCommentId === comment.id;
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={`${postPath(state.postId)}/answer`}
      onSubmit={(event) => saving && event.preventDefault()}
    >
      <input type="hidden" name="intent" value={accepted ? "clear" : "mark"} />
      <input type="hidden" name="commentId" value={comment.id} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button
        type="submit"
        aria-disabled={saving || undefined}
        className={cn(
          "inline-flex min-h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium hover:bg-surface-muted aria-disabled:opacity-60",
          accepted ? "text-muted-foreground" : "text-brand",
        )}
      >
        <Icon name="circle-check" aria-hidden className="size-4" />
        {saving ? m.forum_saving() : accepted ? m.forum_clear_answer() : m.forum_mark_as_answer()}
      </button>
    </fetcher.Form>
  );
}

/**
 * The accepted answer right under the question: who answered, when, the answer in full, and a link to
 * it in the thread (which may be on another page of comments: ?comment= opens that page).
 */
export function AcceptedAnswer({ answer }: { answer: CommentView }) {
  return (
    <section
      aria-labelledby={`accepted-answer-${answer.id}`}
      className="mt-4 rounded-lg border-2 border-brand/50 bg-surface p-4 sm:p-5"
    >
      <h2 id={`accepted-answer-${answer.id}`} className="flex items-center gap-2 text-base font-semibold text-brand">
        <Icon name="circle-check" aria-hidden className="size-5" />
        {` ${m.forum_accepted_answer()}`}
      </h2>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        <AuthorLine author={answer.author} size="sm" />
        <LocalDate iso={answer.createdAt} />
      </div>
      <div className="mt-2">
        <Markdown html={answer.contentHtml} />
      </div>
      <Link
        to={commentPath(answer.postId, answer.id)}
        className="mt-2 inline-flex min-h-11 items-center font-medium text-brand underline"
      >
        {m.forum_see_in_discussion()}
      </Link>
    </section>
  );
}
