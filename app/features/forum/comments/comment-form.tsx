import { Icon } from "~/components/ui/icons";
import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "~/lib/localized-router";
import { isFailure, type ActionResult } from "@common/action-result";
import { COMMENT_MAX, FORUM_MESSAGES } from "@common/forum";
import { m } from "@common/i18n";
import { Button, buttonClasses } from "~/components/ui/button";
import { Label } from "~/components/ui/input";
import { MentionTextarea } from "../mention-textarea";
import { useDraft } from "../drafts";
import { DRAFT_KEYS } from "@common/drafts";
import { useToast } from "~/components/ui/toast";
import { useCurrentUser, useSignInRequired } from "~/features/auth";
import { useActionToast } from "~/features/forms";
import { postPath, useReturnTo } from "../paths";
import { typedFor, type PageResult } from "./shared";

export function CommentForm({
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
  const draft = useDraft(formRef, parentId ? DRAFT_KEYS.reply(parentId) : DRAFT_KEYS.comment(postId), {
    content: typed ?? "",
  });
  useActionToast(fetcher.data, {
    failureTitle: m.forum_comment_failed_title(),
    unexpectedMessage: m.forum_comment_failed(),
    signInMessage: m.forum_sign_in_to_comment(),
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
          return promptSignIn(m.forum_sign_in_to_comment());
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
        // The post's reply box, where Quote puts what it quotes (../quote.tsx).
        data-quote-target={parentId ? undefined : postId}
        defaultValue={typed}
        aria-invalid={failed?.error.field === "content" || undefined}
        aria-describedby={failed?.error.field === "content" ? `${id}-error` : undefined}
      />
      {failed?.error.field === "content" && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {failed.error.message}
        </p>
      )}
      {draft.offer}
      {draft.status}
      <div className="flex justify-end gap-2">
        {onDone && (
          <Button variant="ghost" size="sm" onClick={onDone}>
            {m.forum_cancel()}
          </Button>
        )}
        {!onDone && cancelTo && (
          <Link to={cancelTo} className={buttonClasses("ghost", "sm")}>
            {m.forum_cancel()}
          </Link>
        )}
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          <Icon name="send" aria-hidden className="size-4" />{" "}
          {fetcher.state !== "idle" ? m.forum_sending() : parentId ? m.forum_reply() : m.forum_comment_action()}
        </Button>
      </div>
    </fetcher.Form>
  );
}
