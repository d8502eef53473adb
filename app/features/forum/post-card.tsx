import { Icon } from "~/components/ui/icons";
import { useState, type ReactNode } from "react";
import { Link, useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { type CommentsPage, type PostView } from "@common/forum";
import { categoryLabel } from "@common/forum-categories";
import { m } from "@common/i18n";
import { postRevisionsPath } from "@common/revisions";
import { iconActionClasses } from "~/components/ui/button";
import { ConfirmDeleteDialog } from "~/components/ui/dialog";
import { useCurrentUser } from "~/features/auth";
import { useActionToast, useOnNewResult } from "~/features/forms";
import { ModerationNotice } from "~/features/moderation";
import { LocalDate } from "~/lib/dates";
import { cn } from "~/lib/cn";
import { AnswerScope, SolvedBadge } from "./accepted-answer";
import { AuthorLine } from "./author-line";
import { CommentsPanel } from "./comments/comments-panel";
import type { CommentUrlState } from "./comments/shared";
import { LikeButton } from "./like-button";
import { useLivePost } from "./live-updates";
import { Markdown } from "./markdown";
import { forumPath, postPath, useReturnTo } from "./paths";
import { QuoteAction } from "./quote";
import { ReportButton } from "./report-button";
import { EditedLink } from "./revisions/edited-link";
import { BookmarkButton } from "./bookmarks";

const VISIBILITY_BADGE = {
  hidden: () => m.forum_badge_hidden(),
  pending: () => m.forum_badge_pending(),
  removed: () => m.forum_badge_removed(),
} as const;

/** The post's badges: pinned, solved, locked, and hidden, pending or removed. */
function PostBadges({ post }: { post: PostView }) {
  return (
    <>
      {post.isPinned && (
        <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 font-medium text-accent">
          <Icon name="pin" aria-hidden className="size-3.5" />
          {` ${m.forum_badge_pinned()}`}
        </span>
      )}
      <SolvedBadge solved={post.solved} />
      {post.isLocked && (
        <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-0.5 font-medium">
          <Icon name="lock" aria-hidden className="size-3.5" />
          {` ${m.forum_badge_locked()}`}
        </span>
      )}
      {post.visibility !== "visible" && (
        <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-0.5 font-medium">
          <Icon name="eye-off" aria-hidden className="size-3.5" /> {VISIBILITY_BADGE[post.visibility]()}
        </span>
      )}
    </>
  );
}

/** The post's category, as a pill. */
function CategoryPill({ post }: { post: PostView }) {
  return (
    <span className="rounded-full bg-brand-soft px-2.5 py-0.5 font-medium text-brand">
      {categoryLabel(post.category)}
    </span>
  );
}

/** The post's title: a link to its permalink in the feed. */
function PostTitle({ post, heading: Heading, permalink }: { post: PostView; heading: "h1" | "h2"; permalink: string }) {
  const inFeed = Heading === "h2";
  return (
    <Heading
      id={`post-title-${post.id}`}
      // A member's words take their own direction: an English title on an Arabic page keeps its "?" at the end.
      dir="auto"
      className={cn("font-semibold wrap-anywhere", inFeed ? "text-lg/snug" : "mt-2 text-3xl")}
    >
      {inFeed ? (
        <Link to={permalink} className="text-foreground no-underline hover:text-brand hover:underline">
          {post.title}
        </Link>
      ) : (
        post.title
      )}
    </Heading>
  );
}

/** Who wrote the post and when, and a link to its edits. */
function PostByline({ post, inFeed }: { post: PostView; inFeed: boolean }) {
  return (
    <>
      <AuthorLine author={post.author} size={inFeed ? "sm" : "md"} dense={inFeed} />
      <LocalDate iso={post.createdAt} />
      {post.updatedAt !== post.createdAt && <EditedLink to={postRevisionsPath(post.id)} what="post" />}
    </>
  );
}

/** The post's text: clamped in the feed when it is long, with a link to read it all. */
function PostBody({ post, clamped, permalink }: { post: PostView; clamped: boolean; permalink: string }) {
  return (
    <>
      <div className={cn("mt-3", clamped && "line-clamp-6 overflow-hidden")}>
        <Markdown html={post.contentHtml} />
      </div>
      {clamped && (
        <Link to={permalink} className="mt-1 inline-flex min-h-11 items-center font-medium text-brand underline">
          {m.forum_read_more()}
          <span className="sr-only">: {post.title}</span>
        </Link>
      )}
    </>
  );
}

/** What a reader can do with the post: comments, like, quote, bookmark, report; its author: edit, delete. */
function PostActions({
  post,
  inFeed,
  permalink,
  isAuthor,
  commentsOpen,
  onToggleComments,
  onDelete,
}: {
  post: PostView;
  inFeed: boolean;
  permalink: string;
  isAuthor: boolean;
  commentsOpen: boolean;
  onToggleComments: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <span className="inline-flex items-center text-sm font-medium text-muted-foreground">
        <Link
          to={`${permalink}#comments-${post.id}`}
          aria-label={m.forum_comment_action()}
          aria-expanded={commentsOpen}
          aria-controls={`comments-region-${post.id}`}
          onClick={(event) => {
            event.preventDefault();
            onToggleComments();
          }}
          className="inline-grid size-11 place-items-center rounded-md text-muted-foreground hover:bg-surface-muted"
        >
          <Icon name="message-square" aria-hidden className="size-5" />
        </Link>
        <span data-testid="comment-count" className="min-w-4 pe-2">
          {post.commentsCount}
          <span className="sr-only">{" " + m.forum_comment_count_words({ count: post.commentsCount })}</span>
        </span>
      </span>
      {post.visibility === "visible" && (
        <LikeButton
          postId={post.id}
          liked={post.likedByMe}
          count={post.likesCount}
          anchor={`post-${post.id}`}
          signInMessage={m.forum_sign_in_to_like_posts()}
          failureMessage={m.forum_like_failed_retry()}
        />
      )}
      <QuoteAction
        item={{ ...post, postId: post.id }}
        enabled={commentsOpen && !post.isLocked && post.visibility === "visible"}
      />
      <BookmarkButton postId={post.id} />
      {!isAuthor && (
        <ReportButton
          target={{ postId: post.id }}
          what="post"
          anchor={`post-${post.id}`}
          signInMessage={m.forum_sign_in_to_report()}
        />
      )}
      {isAuthor && (
        <span className={cn("flex", !inFeed && "ms-auto")}>
          <Link to={`${permalink}/edit`} aria-label={m.forum_edit()} className={iconActionClasses()}>
            <Icon name="pencil" aria-hidden className="size-4" />
          </Link>
          <Link
            to={`${permalink}?delete=post`}
            aria-label={m.forum_delete()}
            rel="nofollow"
            onClick={(event) => {
              event.preventDefault();
              onDelete();
            }}
            className={iconActionClasses("destructive")}
          >
            <Icon name="trash" aria-hidden className="size-4" />
          </Link>
        </span>
      )}
    </>
  );
}

/** What the two layouts of a post (a row of a list, the permalink) are given. */
type LayoutProps = { post: PostView; permalink: string; isAuthor: boolean; actions: ReactNode };

/** The post as a row of a forum's list (issue #46): a page of posts reads on one desktop screen. */
function FeedRow({ post, permalink, isAuthor, commentsOpen, actions }: LayoutProps & { commentsOpen: boolean }) {
  return (
    <>
      <div className="sm:flex sm:items-center sm:gap-4">
        <div className="min-w-0 grow">
          <PostTitle post={post} heading="h2" permalink={permalink} />
          {/* The post's opening, as one run of text: the whole post once its comments are open. */}
          {!commentsOpen && (
            <div dir="auto" className="excerpt-forum mt-0.5 line-clamp-2 text-sm text-muted-foreground sm:line-clamp-1">
              <Markdown html={post.contentHtml} />
            </div>
          )}
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="flex flex-wrap items-center gap-1.5 text-xs">
              <CategoryPill post={post} />
              <PostBadges post={post} />
            </span>
            <PostByline post={post} inFeed />
          </div>
        </div>
        <div className="-ms-3 mt-1 flex flex-wrap items-center sm:ms-0 sm:mt-0 sm:shrink-0">{actions}</div>
      </div>
      <ModerationNotice item={post} isAuthor={isAuthor} postPath={permalink} />
      {commentsOpen && <PostBody post={post} clamped={post.clampedInLists} permalink={permalink} />}
    </>
  );
}

/** The post in full, on its permalink. */
function PermalinkHeader({ post, permalink, isAuthor, actions }: LayoutProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <CategoryPill post={post} />
        <PostBadges post={post} />
      </div>
      <PostTitle post={post} heading="h1" permalink={permalink} />
      <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        <PostByline post={post} inFeed={false} />
      </div>
      <ModerationNotice item={post} isAuthor={isAuthor} postPath={permalink} />
      <PostBody post={post} clamped={false} permalink={permalink} />
      <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-border pt-2">{actions}</div>
    </>
  );
}

export function PostCard({
  post: loaded,
  asOf,
  commentsOpen,
  onToggleComments,
  onCommentsLoaded,
  linkedCommentId,
  headingLevel = "h2",
  commentsPage,
  commentUrl,
  pageResult,
  underQuestion,
}: {
  post: PostView;
  /** When the page's data was read: live counts and names newer than that are shown instead. */
  asOf: number;
  commentsOpen: boolean;
  onToggleComments: () => void;
  onCommentsLoaded?: () => void;
  /** In the feed: a #comment-{id} link named this post's comment, so its panel opens at that comment's page. */
  linkedCommentId?: string;
  /** h1 on the permalink, where the post is shown in full with its comments from the page's loader. */
  headingLevel?: "h1" | "h2";
  commentsPage?: CommentsPage;
  commentUrl?: CommentUrlState;
  pageResult?: ActionResult<unknown>;
  /** On the permalink: shown between the question and its comments (the accepted answer). */
  underQuestion?: ReactNode;
}) {
  const post = useLivePost(loaded, asOf);
  const user = useCurrentUser();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleter = useFetcher<ActionResult>();
  useActionToast(deleter.data, { failureMessage: m.forum_delete_post_failed() });
  useOnNewResult(deleter.data, (result) => result && !result.ok && setConfirmDelete(false));
  const isAuthor = Boolean(user && user.id === post.author?.id);
  const inFeed = headingLevel === "h2";
  const permalink = postPath(post.id);
  const returnTo = useReturnTo(`post-${post.id}`);

  const actions = (
    <PostActions
      post={post}
      inFeed={inFeed}
      permalink={permalink}
      isAuthor={isAuthor}
      commentsOpen={commentsOpen}
      onToggleComments={onToggleComments}
      onDelete={() => setConfirmDelete(true)}
    />
  );

  return (
    <article
      id={`post-${post.id}`}
      tabIndex={-1}
      aria-labelledby={`post-title-${post.id}`}
      className={cn(
        "scroll-mt-28 transition-colors outline-none",
        // In the list, a row of a forum's list (issue #46): a page of posts reads on one desktop screen.
        inFeed ? "rounded-lg px-4 py-2.5 sm:px-5" : "rounded-lg border border-border bg-surface p-5 shadow-sm sm:p-6",
      )}
    >
      {inFeed ? (
        <FeedRow post={post} permalink={permalink} isAuthor={isAuthor} commentsOpen={commentsOpen} actions={actions} />
      ) : (
        <PermalinkHeader post={post} permalink={permalink} isAuthor={isAuthor} actions={actions} />
      )}
      {underQuestion}
      <div id={`comments-region-${post.id}`}>
        {commentsOpen && (
          <AnswerScope post={post}>
            <CommentsPanel
              postId={post.id}
              locked={post.isLocked}
              visible={post.visibility === "visible"}
              viewerIsAuthor={isAuthor}
              asOf={asOf}
              commentsPage={commentsPage}
              linkedCommentId={linkedCommentId}
              url={commentUrl}
              pageResult={pageResult}
              onLoaded={onCommentsLoaded}
            />
          </AnswerScope>
        )}
      </div>
      <ConfirmDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={m.forum_delete_post_title()}
        description={m.forum_delete_post_description()}
        pending={deleter.state !== "idle"}
        onConfirm={() =>
          deleter.submit(
            { intent: "delete-post", redirectTo: inFeed ? returnTo.replace(/#.*$/, "") : forumPath },
            { method: "post", action: permalink },
          )
        }
      />
    </article>
  );
}
