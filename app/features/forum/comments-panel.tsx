import { ArrowLeft, EyeOff, Lock, MessageSquareMore, Pencil, Reply, Send, Trash2 } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useFetcher, useLocation, useNavigate, type FetcherWithComponents } from "react-router";
import { isStaff } from "@common/moderation";
import { isFailure, type ActionResult } from "@common/action-result";
import { COMMENT_MAX, FORUM_MESSAGES, type CommentsPage, type CommentView } from "@common/forum";
import { Button, buttonClasses, iconActionClasses } from "~/components/ui/button";
import { ConfirmDeleteDialog } from "~/components/ui/dialog";
import { Pagination } from "~/components/ui/pagination";
import { Label, Textarea } from "~/components/ui/input";
import { MentionTextarea } from "./mention-textarea";
import { useToast } from "~/components/ui/toast";
import { useCurrentUser, signInHref, useSignInRequired } from "~/features/auth";
import { useActionToast, useOnNewResult } from "~/features/forms";
import { actionsFor, ModerationForm, ModerationNotice } from "~/features/moderation";
import { LocalDate } from "~/lib/dates";
import { AuthorLine } from "./author-line";
import { LikeButton } from "./like-button";
import { useLiveAuthor } from "./live-feed";
import { Markdown } from "./markdown";
import { commentPath, commentsPageHref, postPath, useReturnTo } from "./paths";
import { ReportButton } from "./report-button";

/**
 * What the permalink page asks for in its URL, so that every comment action has a page without
 * JavaScript: ?edit={commentId}, ?reply={commentId}, ?delete={commentId}.
 */
export interface CommentUrlState {
  edit?: string | null;
  reply?: string | null;
  delete?: string | null;
}

/** The last action result the page got without JavaScript (its typed text goes back into the form). */
type PageResult = ActionResult<unknown> | undefined;

function typedFor(result: PageResult, intent: string, key: string, value?: string) {
  if (!isFailure(result) || result.fields?.intent !== intent) return undefined;
  if (key && (result.fields[key] ?? "") !== (value ?? "")) return undefined;
  return result.fields.content;
}

function CommentForm({
  postId,
  parentId,
  label,
  pageResult,
  onDone,
  onAdded,
  cancelTo,
  focusOnOpen = false,
}: {
  postId: string;
  parentId?: string;
  label: string;
  pageResult: PageResult;
  onDone?: () => void;
  /** The new comment is the last of its thread: the page that shows it is found from its id. */
  onAdded: (commentId: string) => void;
  cancelTo?: string;
  /** A reply box opened by Reply takes the focus: the member is about to type in it. */
  focusOnOpen?: boolean;
}) {
  const toast = useToast();
  const promptSignIn = useSignInRequired();
  const user = useCurrentUser();
  const fetcher = useFetcher<ActionResult<{ commentId: string }>>();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const returnTo = useReturnTo(parentId ? `comment-${parentId}` : `comments-${postId}`);
  const failed = isFailure(fetcher.data) ? fetcher.data : isFailure(pageResult) ? pageResult : null;
  const typed = typedFor(pageResult, "comment", "parentId", parentId);
  useActionToast(fetcher.data, {
    failureTitle: "Error adding comment",
    unexpectedMessage: "Failed to add comment. Please try again.",
    signInMessage: "Please sign in to comment.",
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      formRef.current?.reset();
      onDone?.();
      if (fetcher.data.data?.commentId) onAdded(fetcher.data.data.commentId);
    }
    // onDone is a new function each render; the result is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    if (focusOnOpen) (formRef.current?.elements.namedItem("content") as HTMLTextAreaElement | null)?.focus();
    // Once, when the box opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={postPath(postId)}
      className="grid gap-2"
      onSubmit={(event) => {
        if (!user) {
          event.preventDefault();
          return promptSignIn("Please sign in to comment.");
        }
        const content = new FormData(event.currentTarget).get("content");
        if (typeof content !== "string" || !content.trim()) {
          event.preventDefault();
          toast({
            title: FORUM_MESSAGES.emptyComment,
            description: FORUM_MESSAGES.emptyCommentHelp,
            variant: "destructive",
          });
        }
      }}
    >
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="parentId" value={parentId ?? ""} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <Label htmlFor={id}>{label}</Label>
      <MentionTextarea
        id={id}
        name="content"
        rows={parentId ? 2 : 3}
        maxLength={COMMENT_MAX}
        defaultValue={typed}
        aria-invalid={failed?.error.field === "content" || undefined}
        aria-describedby={failed?.error.field === "content" ? `${id}-error` : undefined}
      />
      {failed?.error.field === "content" && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {failed.error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onDone && (
          <Button variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        )}
        {!onDone && cancelTo && (
          <Link to={cancelTo} className={buttonClasses("ghost", "sm")}>
            Cancel
          </Link>
        )}
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          <Send aria-hidden className="size-4" />{" "}
          {fetcher.state !== "idle" ? "Sending..." : parentId ? "Reply" : "Comment"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function EditCommentForm({
  comment,
  pageResult,
  onDone,
  cancelTo,
}: {
  comment: CommentView;
  pageResult: PageResult;
  onDone?: () => void;
  cancelTo: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const id = useId();
  const failed = isFailure(fetcher.data) ? fetcher.data : null;
  useActionToast(fetcher.data, {
    unexpectedMessage: "Failed to update comment.",
    signInMessage: "Please sign in to comment.",
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onDone?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const typed = typedFor(pageResult, "edit-comment", "commentId", comment.id);
  const error = failed ?? (typed !== undefined && isFailure(pageResult) ? pageResult : null);
  return (
    <fetcher.Form method="post" action={postPath(comment.postId)} className="mt-2 grid gap-2">
      <input type="hidden" name="intent" value="edit-comment" />
      <input type="hidden" name="commentId" value={comment.id} />
      <input type="hidden" name="redirectTo" value={commentPath(comment.postId, comment.id)} />
      <Label htmlFor={id}>Edit comment</Label>
      <Textarea
        id={id}
        name="content"
        rows={3}
        maxLength={COMMENT_MAX}
        defaultValue={typed ?? comment.content}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error.error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onDone ? (
          <Button variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        ) : (
          <Link to={cancelTo} className={buttonClasses("ghost", "sm")}>
            Cancel
          </Link>
        )}
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : "Save"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Without JavaScript, Delete opens this in place of the comment's actions: a real form to confirm. */
function ConfirmDeleteInPage({
  comment,
  cancelTo,
  hasReplies,
  pageHref,
}: {
  comment: CommentView;
  cancelTo: string;
  hasReplies: boolean;
  /** The page the comment was on, to come back to once it is gone. */
  pageHref: string;
}) {
  return (
    <Form
      method="post"
      action={postPath(comment.postId)}
      className="mt-2 grid gap-2 rounded-md border border-destructive/50 p-3"
    >
      <input type="hidden" name="intent" value="delete-comment" />
      <input type="hidden" name="commentId" value={comment.id} />
      <input type="hidden" name="redirectTo" value={pageHref} />
      <p className="font-medium">Delete this comment?</p>
      <p className="text-sm text-muted-foreground">
        {hasReplies ? "Its replies will be deleted too. This cannot be undone." : "This cannot be undone."}
      </p>
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className={buttonClasses("secondary", "sm")}>
          Cancel
        </Link>
        <Button type="submit" variant="destructive" size="sm">
          Delete
        </Button>
      </div>
    </Form>
  );
}

/** What every comment in a panel shares: the post's state, the page it is on, the panel's fetchers. */
interface CommentListShared {
  /** The post takes comments, replies and likes (it is neither locked nor hidden from others). */
  open: boolean;
  asOf: number;
  url: CommentUrlState;
  pageResult: PageResult;
  deleter: CommentDeleter;
  /** The page of comments shown, to come back to after a delete. */
  pageHref: string;
  onAdded: (commentId: string) => void;
}

function CommentItem({
  comment,
  replies,
  moreRepliesHref,
  shared,
}: {
  comment: CommentView;
  replies: CommentView[];
  /** The thread has more replies than this page shows: its own view. */
  moreRepliesHref?: string;
  shared: CommentListShared;
}) {
  const { open, asOf, url, pageResult, deleter, pageHref, onAdded } = shared;
  const user = useCurrentUser();
  const promptSignIn = useSignInRequired();
  const author = useLiveAuthor(comment.author, asOf);
  const [editing, setEditing] = useState(url.edit === comment.id);
  const [replying, setReplying] = useState(url.reply === comment.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  useOnNewResult(deleter.data, (result) => result?.ok && setConfirmDelete(false));
  const isAuthor = Boolean(user && user.id === comment.author?.id);
  const permalink = postPath(comment.postId);
  const here = commentPath(comment.postId, comment.id);
  const withParam = (key: string) => `${permalink}?${key}=${comment.id}#comment-${comment.id}`;
  const enhance = (open: () => void) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    open();
  };

  let body: ReactNode;
  if (editing) {
    body = (
      <EditCommentForm
        comment={comment}
        pageResult={pageResult}
        onDone={url.edit === comment.id ? undefined : () => setEditing(false)}
        cancelTo={here}
      />
    );
  } else {
    body = (
      <div className="mt-1 pl-9">
        <ModerationNotice item={comment} isAuthor={isAuthor} postPath={permalink} commentId={comment.id} />
        <Markdown html={comment.contentHtml} />
      </div>
    );
  }

  return (
    <li id={`comment-${comment.id}`} tabIndex={-1} className="scroll-mt-28 rounded-md transition-colors outline-none">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <AuthorLine author={author} size="sm" />
        <span className="text-sm text-muted-foreground">
          <LocalDate iso={comment.createdAt} />
          {comment.updatedAt !== comment.createdAt && <span> (edited)</span>}
        </span>
      </div>
      {body}
      <div className="mt-1 flex flex-wrap items-center gap-1 pl-7">
        {open && comment.visibility === "visible" && (
          <LikeButton
            postId={comment.postId}
            commentId={comment.id}
            liked={comment.likedByMe}
            count={comment.likesCount}
            anchor={`comment-${comment.id}`}
            signInMessage="Please sign in to like comments."
            failureMessage="Failed to update like."
          />
        )}
        {!comment.parentId && open && (
          <Link
            to={withParam("reply")}
            aria-label="Reply"
            rel="nofollow"
            onClick={enhance(() => (user ? setReplying((open) => !open) : promptSignIn("Please sign in to comment.")))}
            className={iconActionClasses()}
          >
            <Reply aria-hidden className="size-4" />
          </Link>
        )}
        {!isAuthor && (
          <ReportButton
            target={{ commentId: comment.id }}
            what="comment"
            anchor={`comment-${comment.id}`}
            signInMessage="Please sign in to report comments."
          />
        )}
        {isAuthor && !editing && (
          <>
            <Link
              to={withParam("edit")}
              aria-label="Edit"
              rel="nofollow"
              onClick={enhance(() => setEditing(true))}
              className={iconActionClasses()}
            >
              <Pencil aria-hidden className="size-4" />
            </Link>
            <Link
              to={withParam("delete")}
              aria-label="Delete"
              rel="nofollow"
              onClick={enhance(() => setConfirmDelete(true))}
              className={iconActionClasses("destructive")}
            >
              <Trash2 aria-hidden className="size-4" />
            </Link>
          </>
        )}
      </div>
      {isAuthor && url.delete === comment.id && (
        <ConfirmDeleteInPage
          comment={comment}
          cancelTo={here}
          hasReplies={replies.length > 0 || Boolean(moreRepliesHref)}
          pageHref={pageHref}
        />
      )}
      {isStaff(user?.role) && (
        <details className="mt-1 pl-9 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-muted-foreground">
            Moderate this comment
          </summary>
          <div className="mt-2">
            <ModerationForm
              targetType="comment"
              targetId={comment.id}
              returnTo={here}
              subject="this comment"
              actions={actionsFor({ targetType: "comment", visibility: comment.visibility })}
            />
          </div>
        </details>
      )}
      {replying && (
        <div className="mt-2 pl-9">
          <CommentForm
            postId={comment.postId}
            parentId={comment.id}
            label="Your reply"
            focusOnOpen
            pageResult={pageResult}
            onDone={url.reply === comment.id ? undefined : () => setReplying(false)}
            onAdded={onAdded}
            cancelTo={here}
          />
        </div>
      )}
      {replies.length > 0 && (
        <ul aria-label="Replies" className="mt-3 grid gap-4 border-l-2 border-border pl-4 sm:ml-9">
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} replies={[]} shared={shared} />
          ))}
        </ul>
      )}
      {moreRepliesHref && (
        <p className="mt-2 sm:ml-9">
          <Link
            to={moreRepliesHref}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand underline"
          >
            <MessageSquareMore aria-hidden className="size-4" /> Show all replies
          </Link>
        </p>
      )}
      <ConfirmDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this comment?"
        description={
          replies.length || moreRepliesHref
            ? "Its replies will be deleted too. This cannot be undone."
            : "This cannot be undone."
        }
        pending={deleter.state !== "idle" && deleter.formData?.get("commentId") === comment.id}
        onConfirm={() =>
          deleter.submit({ intent: "delete-comment", commentId: comment.id }, { method: "post", action: permalink })
        }
      />
    </li>
  );
}

/**
 * One delete fetcher for the whole panel: a deleted comment's item unmounts when the list is read back,
 * in the same render that brings the answer, so the item itself could never show the 'Comment deleted.' toast.
 */
type CommentDeleter = FetcherWithComponents<ActionResult>;

/** What the comments resource route answers: a page of comments, or the reason they could not be read. */
export type CommentsData = (CommentsPage & { error?: undefined }) | { comments?: undefined; error: string };

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
  useActionToast(deleter.data, { failureMessage: "Failed to delete comment." });
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
  const closedMessage = locked ? FORUM_MESSAGES.postLocked : visible ? null : FORUM_MESSAGES.postNotVisible;
  const shared: CommentListShared = { open: !closedMessage, asOf, url, pageResult, deleter, pageHref, onAdded };
  const list = loaded?.comments ?? [];
  const topLevel = list.filter((comment) => !comment.parentId);
  const repliesOf = (id: string) => list.filter((comment) => comment.parentId === id);
  const thread = loaded?.thread ?? null;

  return (
    <section
      id={`comments-${postId}`}
      aria-label="Comments"
      className="mt-4 grid scroll-mt-28 gap-4 border-t border-border pt-4"
    >
      {error ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{error}</p>
          <Button
            size="sm"
            variant="secondary"
            disabled={loader.state !== "idle"}
            onClick={() => void loader.load(source)}
          >
            {loader.state !== "idle" ? "Retrying..." : "Try again"}
          </Button>
        </div>
      ) : loaded === null ? (
        <p className="text-sm text-muted-foreground">Loading comments...</p>
      ) : topLevel.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {closedMessage ? "No comments yet." : "No comments yet. Be the first to answer."}
        </p>
      ) : (
        <>
          {thread && (
            <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <Link
                to={commentsPageHref(postId, { page: loaded.threadPage ?? 1, thread: null }, `comment-${thread}`)}
                className="inline-flex min-h-11 items-center gap-1 font-medium text-brand underline"
              >
                <ArrowLeft aria-hidden className="size-4" /> All comments
              </Link>
              <span className="text-muted-foreground">One thread and its replies</span>
            </p>
          )}
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
            label={thread ? "Reply pages" : "Comment pages"}
            page={loaded.page}
            pageCount={loaded.pageCount}
            hrefFor={(page) => commentsPageHref(postId, { page, thread })}
          />
        </>
      )}
      {closedMessage ? (
        <p className="flex items-center gap-2 rounded-md bg-surface-muted p-3 text-sm">
          {locked ? (
            <Lock aria-hidden className="size-4 shrink-0" />
          ) : (
            <EyeOff aria-hidden className="size-4 shrink-0" />
          )}{" "}
          {closedMessage}
        </p>
      ) : user ? (
        <CommentForm postId={postId} label="Add a comment" pageResult={pageResult} onAdded={onAdded} />
      ) : (
        <p className="rounded-md bg-surface-muted p-3 text-sm">
          <Link to={signInHref(`${location.pathname}${location.search}`)} className="font-medium text-brand underline">
            Sign in
          </Link>{" "}
          or{" "}
          <Link to="/auth?mode=sign-up" className="font-medium text-brand underline">
            create an account
          </Link>{" "}
          to join the discussion.
        </p>
      )}
    </section>
  );
}
