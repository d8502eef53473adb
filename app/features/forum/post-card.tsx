import { Lock, MessageSquare, Pencil, Pin, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { iconActionClasses } from "~/components/ui/button";
import { categoryLabel, type PostView } from "@common/forum";
import { ConfirmDeleteDialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { useCurrentUser } from "~/features/auth/current-user";
import { apiFetch, ApiError } from "~/lib/api";
import { LocalDate, POST_DATE } from "~/lib/dates";
import { cn } from "~/lib/cn";
import { AuthorLine } from "./author-line";
import { CommentsPanel } from "./comments-panel";
import { LikeButton } from "./like-button";
import { Markdown } from "./markdown";
import { ReportButton } from "./report-button";

export function PostCard({
  post,
  commentsOpen,
  onToggleComments,
  onCommentsLoaded,
  onDeleted,
  headingLevel = "h2",
}: {
  post: PostView;
  commentsOpen: boolean;
  onToggleComments: () => void;
  onCommentsLoaded?: () => void;
  onDeleted: () => void;
  headingLevel?: "h1" | "h2";
}) {
  const user = useCurrentUser();
  const toast = useToast();
  const [commentCount, setCommentCount] = useState({ value: post.commentsCount, from: post.commentsCount });
  if (commentCount.from !== post.commentsCount)
    setCommentCount({ value: post.commentsCount, from: post.commentsCount });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isAuthor = user?.id === post.author?.id;
  const Heading = headingLevel;
  const permalink = `/community/forum/posts/${post.id}`;

  async function remove() {
    setDeleting(true);
    try {
      await apiFetch(`/api/forum/posts/${post.id}`, { method: "DELETE" });
      setConfirmDelete(false);
      toast({ title: "Post deleted." });
      onDeleted();
    } catch (caught) {
      toast({
        title: "Error",
        description: caught instanceof ApiError ? caught.message : "Failed to delete the post.",
        variant: "destructive",
      });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <article
      id={`post-${post.id}`}
      tabIndex={-1}
      aria-labelledby={`post-title-${post.id}`}
      className="scroll-mt-28 rounded-lg border border-border bg-surface p-5 shadow-sm transition-colors outline-none sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-brand-soft px-2.5 py-0.5 font-medium text-brand">
          {categoryLabel(post.category)}
        </span>
        {post.isPinned && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 font-medium text-accent">
            <Pin aria-hidden className="size-3.5" /> Pinned
          </span>
        )}
        {post.isLocked && (
          <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-0.5 font-medium">
            <Lock aria-hidden className="size-3.5" /> Locked
          </span>
        )}
      </div>
      <Heading
        id={`post-title-${post.id}`}
        className={cn("mt-2 font-semibold break-words", headingLevel === "h1" ? "text-3xl" : "text-xl")}
      >
        {headingLevel === "h1" ? (
          post.title
        ) : (
          <Link to={permalink} className="text-foreground no-underline hover:text-brand hover:underline">
            {post.title}
          </Link>
        )}
      </Heading>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        <AuthorLine author={post.author} />
        <LocalDate iso={post.createdAt} pattern={POST_DATE} />
        {post.updatedAt !== post.createdAt && <span>(edited)</span>}
      </div>
      <div className="mt-3">
        <Markdown text={post.content} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-border pt-2">
        <span className="inline-flex items-center text-sm font-medium text-muted-foreground">
          <button
            type="button"
            aria-label="Comment"
            aria-expanded={commentsOpen}
            aria-controls={`comments-${post.id}`}
            onClick={onToggleComments}
            className="inline-grid size-11 place-items-center rounded-md hover:bg-surface-muted"
          >
            <MessageSquare aria-hidden className="size-5" />
          </button>
          <span data-testid="comment-count" className="min-w-4 pr-2">
            {commentCount.value}
            <span className="sr-only">{commentCount.value === 1 ? " comment" : " comments"}</span>
          </span>
        </span>
        <LikeButton
          liked={post.likedByMe}
          count={post.likesCount}
          save={(liked) => apiFetch(`/api/forum/posts/${post.id}/like`, { method: "PUT", json: { liked } })}
          signInMessage="Please sign in to like posts."
          failure={{ title: "Error", description: "Failed to update like. Please try again." }}
        />
        <ReportButton
          target={{ postId: post.id }}
          what="post"
          signInMessage="You must be logged in to report content."
        />
        {isAuthor && (
          <span className="ml-auto flex">
            <Link to={`${permalink}/edit`} aria-label="Edit" className={iconActionClasses()}>
              <Pencil aria-hidden className="size-4" />
            </Link>
            <button
              type="button"
              aria-label="Delete"
              onClick={() => setConfirmDelete(true)}
              className={iconActionClasses("destructive")}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </span>
        )}
      </div>
      <div id={`comments-${post.id}`}>
        {commentsOpen && (
          <CommentsPanel
            postId={post.id}
            locked={post.isLocked}
            onCount={(value) => setCommentCount((current) => ({ ...current, value }))}
            onLoaded={onCommentsLoaded}
          />
        )}
      </div>
      <ConfirmDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this post?"
        description="Its comments and likes go with it. This cannot be undone."
        pending={deleting}
        onConfirm={() => void remove()}
      />
    </article>
  );
}
