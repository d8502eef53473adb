import { Lock, Pencil, Reply, Send, Trash2 } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { COMMENT_MAX, editCommentSchema, FORUM_MESSAGES, type CommentView } from "@common/forum";
import { Button, iconActionClasses } from "~/components/ui/button";
import { ConfirmDeleteDialog } from "~/components/ui/dialog";
import { Label, Textarea } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { useCurrentUser } from "~/features/auth/current-user";
import { signInHref, useSignInRequired } from "~/features/auth/sign-in-required";
import { apiFetch, ApiError } from "~/lib/api";
import { COMMENT_DATE, LocalDate } from "~/lib/dates";
import { AuthorLine } from "./author-line";
import { LikeButton } from "./like-button";
import { Markdown } from "./markdown";
import { ReportButton } from "./report-button";

function CommentForm({
  postId,
  parentId,
  label,
  onAdded,
  onCancel,
}: {
  postId: string;
  parentId?: string;
  label: string;
  onAdded: (comment: CommentView) => void;
  onCancel?: () => void;
}) {
  const toast = useToast();
  const promptSignIn = useSignInRequired();
  const user = useCurrentUser();
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return promptSignIn("Please sign in to comment.");
    if (!text.trim()) {
      toast({
        title: FORUM_MESSAGES.emptyComment,
        description: FORUM_MESSAGES.emptyCommentHelp,
        variant: "destructive",
      });
      return;
    }
    setPending(true);
    try {
      const { comment } = await apiFetch<{ comment: CommentView }>(`/api/forum/posts/${postId}/comments`, {
        method: "POST",
        json: { content: text, parentId },
      });
      setText("");
      onAdded(comment);
      toast({ title: "Comment added successfully!" });
    } catch (caught) {
      toast({
        title: "Error adding comment",
        description:
          caught instanceof ApiError && caught.status !== 500
            ? caught.message
            : "Failed to add comment. Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={parentId ? 2 : 3}
        maxLength={COMMENT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={pending || !text.trim()}>
          <Send aria-hidden className="size-4" /> {pending ? "Sending..." : parentId ? "Reply" : "Comment"}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  replies,
  postId,
  locked,
  onChanged,
  onDeleted,
  onAdded,
}: {
  comment: CommentView;
  replies: CommentView[];
  postId: string;
  locked: boolean;
  onChanged: (comment: CommentView) => void;
  onDeleted: (id: string) => void;
  onAdded: (comment: CommentView) => void;
}) {
  const user = useCurrentUser();
  const toast = useToast();
  const promptSignIn = useSignInRequired();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [replying, setReplying] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [pending, setPending] = useState(false);
  const editId = useId();
  const isAuthor = user?.id === comment.author?.id;

  async function save() {
    const parsed = editCommentSchema.safeParse({ content: draft });
    if (!parsed.success) {
      toast({ title: "Error", description: parsed.error.issues[0]!.message, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const { comment: saved } = await apiFetch<{ comment: CommentView }>(`/api/forum/comments/${comment.id}`, {
        method: "PATCH",
        json: { content: draft },
      });
      onChanged(saved);
      setEditing(false);
      toast({ title: "Comment updated." });
    } catch {
      toast({ title: "Error", description: "Failed to update comment.", variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    setPending(true);
    try {
      await apiFetch(`/api/forum/comments/${comment.id}`, { method: "DELETE" });
      setConfirmDelete(false);
      onDeleted(comment.id);
      toast({ title: "Comment deleted." });
    } catch {
      toast({ title: "Error", description: "Failed to delete comment.", variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <li id={`comment-${comment.id}`} className="scroll-mt-28 rounded-md transition-colors">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <AuthorLine author={comment.author} size="sm" />
        <span className="text-sm text-muted-foreground">
          <LocalDate iso={comment.createdAt} pattern={COMMENT_DATE} />
        </span>
      </div>
      {editing ? (
        <div className="mt-2 grid gap-2">
          <Label htmlFor={editId}>Edit comment</Label>
          <Textarea
            id={editId}
            rows={3}
            maxLength={COMMENT_MAX}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft(comment.content);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button size="sm" disabled={pending} onClick={() => void save()}>
              {pending ? "Saving..." : "Save"}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-1 pl-9">
          <Markdown text={comment.content} />
        </div>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-1 pl-7">
        <LikeButton
          liked={comment.likedByMe}
          count={comment.likesCount}
          save={(liked) => apiFetch(`/api/forum/comments/${comment.id}/like`, { method: "PUT", json: { liked } })}
          signInMessage="Please sign in to like comments."
          failure={{ title: "Error", description: "Failed to update like." }}
        />
        {!comment.parentId && !locked && (
          <button
            type="button"
            aria-label="Reply"
            onClick={() => (user ? setReplying((open) => !open) : promptSignIn("Please sign in to comment."))}
            className={iconActionClasses()}
          >
            <Reply aria-hidden className="size-4" />
          </button>
        )}
        <ReportButton
          target={{ commentId: comment.id }}
          what="comment"
          signInMessage="Please sign in to report comments."
        />
        {isAuthor && !editing && (
          <>
            <button
              type="button"
              aria-label="Edit"
              onClick={() => {
                setDraft(comment.content);
                setEditing(true);
              }}
              className={iconActionClasses()}
            >
              <Pencil aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              aria-label="Delete"
              onClick={() => setConfirmDelete(true)}
              className={iconActionClasses("destructive")}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </>
        )}
      </div>
      {replying && (
        <div className="mt-2 pl-9">
          <CommentForm
            postId={postId}
            parentId={comment.id}
            label="Your reply"
            onAdded={(reply) => {
              onAdded(reply);
              setReplying(false);
            }}
            onCancel={() => setReplying(false)}
          />
        </div>
      )}
      {replies.length > 0 && (
        <ul aria-label="Replies" className="mt-3 grid gap-4 border-l-2 border-border pl-4 sm:ml-9">
          {replies.map((reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              replies={[]}
              postId={postId}
              locked={locked}
              onChanged={onChanged}
              onDeleted={onDeleted}
              onAdded={onAdded}
            />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this comment?"
        description={
          replies.length ? "Its replies will be deleted too. This cannot be undone." : "This cannot be undone."
        }
        pending={pending}
        onConfirm={() => void remove()}
      />
    </li>
  );
}

/** Spec: loads on open, oldest first; the post's comment count is then set to the number loaded. */
export function CommentsPanel({
  postId,
  locked,
  onCount,
  onLoaded,
}: {
  postId: string;
  locked: boolean;
  onCount: (count: number) => void;
  onLoaded?: () => void;
}) {
  const user = useCurrentUser();
  const toast = useToast();
  const location = useLocation();
  const [comments, setComments] = useState<CommentView[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ comments: CommentView[] }>(`/api/forum/posts/${postId}/comments`, { signal: controller.signal })
      .then(({ comments: loaded }) => {
        setComments(loaded);
        onCount(loaded.length);
      })
      .catch((error: Error) => {
        if (error.name === "AbortError") return;
        setComments([]);
        toast({ title: "Error", description: "Failed to load comments. Please try again.", variant: "destructive" });
      });
    return () => controller.abort();
    // onCount and toast are stable enough; reloading on their identity would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postId]);

  useEffect(() => {
    if (comments) onLoaded?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [comments === null]);

  const update = (next: CommentView[]) => {
    setComments(next);
    onCount(next.length);
  };
  const list = comments ?? [];
  const topLevel = list.filter((comment) => !comment.parentId);
  const repliesOf = (id: string) => list.filter((comment) => comment.parentId === id);

  return (
    <section aria-label="Comments" className="mt-4 grid gap-4 border-t border-border pt-4">
      {comments === null ? (
        <p className="text-sm text-muted-foreground">Loading comments...</p>
      ) : topLevel.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Be the first to answer.</p>
      ) : (
        <ul className="grid gap-5">
          {topLevel.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              replies={repliesOf(comment.id)}
              postId={postId}
              locked={locked}
              onChanged={(saved) => update(list.map((c) => (c.id === saved.id ? saved : c)))}
              onDeleted={(id) => update(list.filter((c) => c.id !== id && c.parentId !== id))}
              onAdded={(added) => update([...list, added])}
            />
          ))}
        </ul>
      )}
      {locked ? (
        <p className="flex items-center gap-2 rounded-md bg-surface-muted p-3 text-sm">
          <Lock aria-hidden className="size-4" /> {FORUM_MESSAGES.postLocked}
        </p>
      ) : user ? (
        <CommentForm postId={postId} label="Add a comment" onAdded={(added) => update([...list, added])} />
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
