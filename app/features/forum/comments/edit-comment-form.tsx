import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "~/lib/localized-router";
import { isFailure, type ActionResult } from "@common/action-result";
import { COMMENT_MAX, type CommentView } from "@common/forum";
import { m } from "@common/i18n";
import { Button, buttonClasses } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";
import { useActionToast } from "~/features/forms";
import { commentPath, postPath } from "../paths";
import { typedFor, type PageResult } from "./shared";
import { useDraft } from "../drafts";
import { DRAFT_KEYS } from "@common/drafts";

export function EditCommentForm({
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
  const formRef = useRef<HTMLFormElement>(null);

  const failed = isFailure(fetcher.data) ? fetcher.data : null;
  useActionToast(fetcher.data, {
    unexpectedMessage: m.forum_update_comment_failed(),
    signInMessage: m.forum_sign_in_to_comment(),
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onDone?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const typed = typedFor(pageResult, "edit-comment", "commentId", comment.id);
  const draft = useDraft(formRef, DRAFT_KEYS.editComment(comment.id), { content: typed ?? comment.content });
  const error = failed ?? (typed !== undefined && isFailure(pageResult) ? pageResult : null);
  return (
    <fetcher.Form ref={formRef} method="post" action={postPath(comment.postId)} className="mt-2 grid gap-2">
      <input type="hidden" name="intent" value="edit-comment" />
      <input type="hidden" name="commentId" value={comment.id} />
      <input type="hidden" name="redirectTo" value={commentPath(comment.postId, comment.id)} />
      <Label htmlFor={id}>{m.forum_edit_comment()}</Label>
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
      {draft.offer}
      {draft.status}
      <div className="flex justify-end gap-2">
        {onDone ? (
          <Button variant="ghost" size="sm" onClick={onDone}>
            {m.forum_cancel()}
          </Button>
        ) : (
          <Link to={cancelTo} className={buttonClasses("ghost", "sm")}>
            {m.forum_cancel()}
          </Link>
        )}
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? m.forum_saving() : m.forum_save()}
        </Button>
      </div>
    </fetcher.Form>
  );
}
