import { Icon } from "~/components/ui/icons";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link, useFetcher, useNavigate } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { FORUM_MESSAGES, type CommentsPage } from "@common/forum";
import { m } from "@common/i18n";
import { richText } from "../rich-text";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { useCurrentUser, signInHref } from "~/features/auth";
import { useActionToast } from "~/features/forms";
import { commentPath, commentsPageHref, postPath } from "../paths";
import { CommentItem } from "./comment-item";
import { CommentForm } from "./comment-form";
import type { CommentDeleter, CommentListShared, CommentUrlState, PageResult } from "./shared";

/** What the comments resource route answers: a page of comments, or the reason they could not be read. */
export type CommentsData = (CommentsPage & { error?: undefined }) | { comments?: undefined; error: string };

/** The comments could not be read: why, and a button to try again. */
function LoadFailed({ error, retrying, onRetry }: { error: string; retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-2 text-sm">
      <p>{error}</p>
      <Button size="sm" variant="secondary" disabled={retrying} onClick={onRetry}>
        {retrying ? m.forum_retrying() : m.forum_try_again()}
      </Button>
    </div>
  );
}

/** One thread's replies are shown: a link back to all the comments, at the page that holds the thread. */
function WholeThreadNote({
  postId,
  thread,
  threadPage,
}: {
  postId: string;
  thread: string;
  threadPage: CommentsPage["threadPage"];
}) {
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <Link
        to={commentsPageHref(postId, { page: threadPage ?? 1, thread: null }, `comment-${thread}`)}
        className="inline-flex min-h-11 items-center gap-1 font-medium text-brand underline"
      >
        <Icon name="arrow-left" aria-hidden className="size-4" />
        {` ${m.forum_all_comments()}`}
      </Link>
      <span className="text-muted-foreground">{m.forum_one_thread()}</span>
    </p>
  );
}

/**
 * Below the comments: why no one can comment (a locked or hidden post), the box to add one, or an invitation
 * to sign in or join.
 */
function CommentsFooter({
  postId,
  locked,
  closedMessage,
  signedIn,
  here,
  pageResult,
  onAdded,
}: {
  postId: string;
  locked: boolean;
  closedMessage: string | null;
  signedIn: boolean;
  /** Where the reader is (path and query): signing in comes back here. */
  here: string;
  pageResult?: PageResult;
  onAdded: (commentId: string) => void;
}) {
  return closedMessage ? (
    <p className="flex items-center gap-2 rounded-md bg-surface-muted p-3 text-sm">
      {locked ? (
        <Icon name="lock" aria-hidden className="size-4 shrink-0" />
      ) : (
        <Icon name="eye-off" aria-hidden className="size-4 shrink-0" />
      )}{" "}
      {closedMessage}
    </p>
  ) : signedIn ? (
    <CommentForm postId={postId} label={m.forum_add_comment()} pageResult={pageResult} onAdded={onAdded} />
  ) : (
    <p className="rounded-md bg-surface-muted p-3 text-sm">
      {richText((parts) => m.forum_join_discussion(parts), {
        signIn: (
          <Link to={signInHref(here)} className="font-medium text-brand underline">
            {m.forum_join_sign_in()}
          </Link>
        ),
        createAccount: (
          <Link to="/auth?mode=sign-up" className="font-medium text-brand underline">
            {m.forum_join_create_account()}
          </Link>
        ),
      })}
    </p>
  );
}

/**
 * Spec: comments load on open, oldest first, a page at a time (issue #17). On the permalink the page
 * comes with the post (its loader, from ?comments= and ?thread=); in the feed the panel loads the first
 * page from the comments resource route, and shows an error with a retry when that fails; further pages
 * are the permalink's. Both are revalidated after every write, so the list is always the server's.
 */
export function CommentsPanel({
  postId,
  locked,
  visible,
  viewerIsAuthor,
  asOf,
  commentsPage,
  linkedCommentId,
  url = {},
  pageResult,
  onLoaded,
}: {
  postId: string;
  locked: boolean;
  /** Visible to everyone: a hidden or pending post is shown only to its author and moderators. */
  visible: boolean;
  /** Whether the reader wrote the post: a moderator reading a hidden post is not told "only you". */
  viewerIsAuthor: boolean;
  asOf: number;
  /** On the permalink: the page its loader read. */
  commentsPage?: CommentsPage;
  /** In the feed: open at the page that holds this comment. */
  linkedCommentId?: string;
  url?: CommentUrlState;
  pageResult?: PageResult;
  onLoaded?: () => void;
}) {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const loader = useFetcher<CommentsData>();
  const deleter: CommentDeleter = useFetcher<ActionResult>();
  useActionToast(deleter.data, { failureMessage: m.forum_delete_comment_failed() });
  const source = `${postPath(postId)}/comments`;
  useEffect(() => {
    if (!commentsPage) void loader.load(linkedCommentId ? `${source}?comment=${linkedCommentId}` : source);
    // Load once per post; the fetcher's identity changes with its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Boolean(commentsPage), source, linkedCommentId]);

  const loaded = commentsPage ?? (loader.data?.comments ? loader.data : null);
  const error = commentsPage ? undefined : loader.data?.error;
  useEffect(() => {
    if (loaded) onLoaded?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded === null]);
  // A new comment goes to the end of its thread, perhaps on another page: open the page that holds it.
  const onAdded = (commentId: string) => {
    if (commentsPage) void navigate(commentPath(postId, commentId), { preventScrollReset: true });
    else void loader.load(`${source}?comment=${commentId}`);
  };
  const pageHref = loaded
    ? commentsPageHref(postId, { page: loaded.page, thread: loaded.thread })
    : `${postPath(postId)}#comments-${postId}`;
  const closedMessage = locked
    ? FORUM_MESSAGES.postLocked
    : visible
      ? null
      : viewerIsAuthor
        ? FORUM_MESSAGES.postNotVisible
        : FORUM_MESSAGES.postNotVisibleStaff;
  const shared: CommentListShared = { open: !closedMessage, asOf, url, pageResult, deleter, pageHref, onAdded };
  const list = loaded?.comments ?? [];
  const topLevel = list.filter((comment) => !comment.parentId);
  const repliesOf = (id: string) => list.filter((comment) => comment.parentId === id);
  const thread = loaded?.thread ?? null;

  return (
    <section
      id={`comments-${postId}`}
      aria-label={m.forum_comments()}
      className="mt-4 grid scroll-mt-28 gap-4 border-t border-border pt-4"
    >
      {error ? (
        <LoadFailed error={error} retrying={loader.state !== "idle"} onRetry={() => void loader.load(source)} />
      ) : loaded === null ? (
        <p className="text-sm text-muted-foreground">{m.forum_loading_comments()}</p>
      ) : topLevel.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {closedMessage ? m.forum_no_comments() : m.forum_no_comments_be_first()}
        </p>
      ) : (
        <>
          {thread && <WholeThreadNote postId={postId} thread={thread} threadPage={loaded.threadPage} />}
          <ul className="grid gap-5">
            {topLevel.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                replies={repliesOf(comment.id)}
                shared={shared}
                moreRepliesHref={
                  loaded.moreReplies.includes(comment.id)
                    ? commentsPageHref(postId, { page: 1, thread: comment.id })
                    : undefined
                }
              />
            ))}
          </ul>
          <Pagination
            label={thread ? m.forum_reply_pages() : m.forum_comment_pages()}
            page={loaded.page}
            pageCount={loaded.pageCount}
            hrefFor={(page) => commentsPageHref(postId, { page, thread })}
          />
        </>
      )}
      <CommentsFooter
        postId={postId}
        locked={locked}
        closedMessage={closedMessage}
        signedIn={Boolean(user)}
        here={`${location.pathname}${location.search}`}
        pageResult={pageResult}
        onAdded={onAdded}
      />
    </section>
  );
}
