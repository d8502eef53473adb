import { Icon } from "~/components/ui/icons";
import { useState, type ReactNode } from "react";
import { Link } from "~/lib/localized-router";
import type { CommentView } from "@common/forum";
import { m } from "@common/i18n";
import { commentRevisionsPath } from "@common/revisions";
import { iconActionClasses } from "~/components/ui/button";
import { ConfirmDeleteDialog } from "~/components/ui/dialog";
import { useCurrentUser, useSignInRequired } from "~/features/auth";
import { useOnNewResult } from "~/features/forms";
import { actionsFor, ModerationForm, ModerationNotice, useModeratorKind } from "~/features/moderation";
import { LocalDate } from "~/lib/dates";
import { AcceptedAnswerMark, AnswerButton } from "../accepted-answer";
import { AuthorLine } from "../author-line";
import { LikeButton } from "../like-button";
import { useLiveAuthor } from "../live-updates";
import { Markdown } from "../markdown";
import { commentPath, postPath } from "../paths";
import { QuoteAction } from "../quote";
import { ReportButton } from "../report-button";
import { EditedLink } from "../revisions/edited-link";
import { BookmarkButton } from "../bookmarks";
import { CommentForm } from "./comment-form";
import { EditCommentForm } from "./edit-comment-form";
import { ConfirmDeleteInPage } from "./confirm-delete-in-page";
import type { CommentListShared } from "./shared";

/** Who wrote the comment and when, whether it is the accepted answer, and a link to its edits. */
function CommentHeader({ comment, author }: { comment: CommentView; author: CommentView["author"] }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3">
      <span className="flex min-w-0 flex-wrap items-center gap-x-2">
        <AuthorLine author={author} size="sm" />
        <AcceptedAnswerMark commentId={comment.id} />
      </span>
      <span className="text-sm text-muted-foreground">
        <LocalDate iso={comment.createdAt} />
        {comment.updatedAt !== comment.createdAt && (
          <>
            {" "}
            <EditedLink to={commentRevisionsPath(comment.postId, comment.id)} what="comment" />
          </>
        )}
      </span>
    </div>
  );
}

/** The thread has more replies than this page shows: a link to its own view. */
function MoreRepliesLink({ href }: { href: string }) {
  return (
    <p className="mt-2 sm:ms-9">
      <Link to={href} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand underline">
        <Icon name="message-square-more" aria-hidden className="size-4" />
        {` ${m.forum_show_all_replies()}`}
      </Link>
    </p>
  );
}

type ClickHandler = (event: { preventDefault: () => void }) => void;

/** An action on the comment: with JavaScript its click handler; without, the permalink that does it. */
function ActionLink({
  to,
  label,
  icon,
  onClick,
  tone,
}: {
  to: string;
  label: string;
  icon: "reply" | "pencil" | "trash";
  onClick: ClickHandler;
  tone?: "destructive";
}) {
  return (
    <Link to={to} aria-label={label} rel="nofollow" onClick={onClick} className={iconActionClasses(tone)}>
      <Icon name={icon} aria-hidden className="size-4" />
    </Link>
  );
}

/** What a reader can do with a comment: like, reply, answer, quote, bookmark, report; its author: edit, delete. */
function CommentActions({
  comment,
  open,
  editing,
  isAuthor,
  withParam,
  onReply,
  onEdit,
  onDelete,
}: {
  comment: CommentView;
  open: boolean;
  editing: boolean;
  isAuthor: boolean;
  /** The no-JavaScript link for an action: the permalink with ?reply=, ?edit= or ?delete=. */
  withParam: (key: string) => string;
  onReply: ClickHandler;
  onEdit: ClickHandler;
  onDelete: ClickHandler;
}) {
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1 ps-7">
      {open && comment.visibility === "visible" && (
        <LikeButton
          postId={comment.postId}
          commentId={comment.id}
          liked={comment.likedByMe}
          count={comment.likesCount}
          anchor={`comment-${comment.id}`}
          signInMessage={m.forum_sign_in_to_like_comments()}
          failureMessage={m.forum_like_failed()}
        />
      )}
      {!comment.parentId && open && (
        <ActionLink to={withParam("reply")} label={m.forum_reply()} icon="reply" onClick={onReply} />
      )}
      <AnswerButton comment={comment} />
      <QuoteAction item={{ ...comment, commentId: comment.id }} enabled={open && !editing} />
      <BookmarkButton postId={comment.postId} commentId={comment.id} />
      {!isAuthor && (
        <ReportButton
          target={{ commentId: comment.id }}
          what="comment"
          anchor={`comment-${comment.id}`}
          signInMessage={m.forum_sign_in_to_report_comments()}
        />
      )}
      {isAuthor && !editing && (
        <>
          <ActionLink to={withParam("edit")} label={m.forum_edit()} icon="pencil" onClick={onEdit} />
          <ActionLink
            to={withParam("delete")}
            label={m.forum_delete()}
            icon="trash"
            onClick={onDelete}
            tone="destructive"
          />
        </>
      )}
    </div>
  );
}

/** A moderator's actions on a comment, folded away. */
function CommentModeration({
  comment,
  moderator,
  returnTo,
}: {
  comment: CommentView;
  moderator: NonNullable<ReturnType<typeof useModeratorKind>>;
  returnTo: string;
}) {
  return (
    <details className="mt-1 ps-9 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-muted-foreground">
        {m.forum_moderate_comment()}
      </summary>
      <div className="mt-2">
        <ModerationForm
          targetType="comment"
          targetId={comment.id}
          returnTo={returnTo}
          subject="this comment"
          actions={actionsFor({
            targetType: "comment",
            visibility: comment.visibility,
            groupModerator: moderator === "group",
          })}
        />
      </div>
    </details>
  );
}

export function CommentItem({
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
  const moderator = useModeratorKind();
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
      <div className="mt-1 ps-9">
        <ModerationNotice item={comment} isAuthor={isAuthor} postPath={permalink} commentId={comment.id} />
        <Markdown html={comment.contentHtml} />
      </div>
    );
  }

  return (
    <li id={`comment-${comment.id}`} tabIndex={-1} className="scroll-mt-28 rounded-md transition-colors outline-none">
      <CommentHeader comment={comment} author={author} />
      {body}
      <CommentActions
        comment={comment}
        open={open}
        editing={editing}
        isAuthor={isAuthor}
        withParam={withParam}
        onReply={enhance(() => (user ? setReplying((open) => !open) : promptSignIn(m.forum_sign_in_to_comment())))}
        onEdit={enhance(() => setEditing(true))}
        onDelete={enhance(() => setConfirmDelete(true))}
      />
      {isAuthor && url.delete === comment.id && (
        <ConfirmDeleteInPage
          comment={comment}
          cancelTo={here}
          hasReplies={replies.length > 0 || Boolean(moreRepliesHref)}
          pageHref={pageHref}
        />
      )}
      {moderator && <CommentModeration comment={comment} moderator={moderator} returnTo={here} />}
      {replying && (
        <div className="mt-2 ps-9">
          <CommentForm
            postId={comment.postId}
            parentId={comment.id}
            label={m.forum_your_reply()}
            focusOnOpen
            pageResult={pageResult}
            onDone={url.reply === comment.id ? undefined : () => setReplying(false)}
            onAdded={onAdded}
            cancelTo={here}
          />
        </div>
      )}
      {replies.length > 0 && (
        <ul aria-label={m.forum_replies()} className="mt-3 grid gap-4 border-s-2 border-border ps-4 sm:ms-9">
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} replies={[]} shared={shared} />
          ))}
        </ul>
      )}
      {moreRepliesHref && <MoreRepliesLink href={moreRepliesHref} />}
      <ConfirmDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={m.forum_delete_comment_title()}
        description={
          replies.length || moreRepliesHref ? m.forum_delete_comment_with_replies() : m.forum_cannot_be_undone()
        }
        pending={deleter.state !== "idle" && deleter.formData?.get("commentId") === comment.id}
        onConfirm={() =>
          deleter.submit({ intent: "delete-comment", commentId: comment.id }, { method: "post", action: permalink })
        }
      />
    </li>
  );
}
