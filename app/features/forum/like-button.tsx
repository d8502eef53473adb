import { Icon } from "~/components/ui/icons";
import { useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { m } from "@common/i18n";
import { useCurrentUser, useSignInRequired } from "~/features/auth";
import { useActionToast } from "~/features/forms";
import { cn } from "~/lib/cn";
import { HOLD_UNTIL_HYDRATED } from "~/lib/deferred-hydration";
import { postPath, useReturnTo } from "./paths";

/**
 * Spec section 4: optimistic like toggle. A form that posts `liked` to the post's action: the state and
 * count change at once (from the fetcher's form data) and fall back to the server's answer; the count
 * never goes below 0; the button is disabled while saving. Without JavaScript the same form posts and
 * the page comes back with the new count.
 */
export function LikeButton({
  postId,
  commentId,
  liked,
  count,
  anchor,
  signInMessage,
  failureMessage,
}: {
  postId: string;
  commentId?: string;
  liked: boolean;
  count: number;
  /** The element to come back to without JavaScript (post-… or comment-…). */
  anchor: string;
  signInMessage: string;
  failureMessage: string;
}) {
  const user = useCurrentUser();
  const promptSignIn = useSignInRequired();
  const fetcher = useFetcher<ActionResult<{ liked: boolean; likesCount: number }>>();
  const returnTo = useReturnTo(anchor);
  useActionToast(fetcher.data, { failureMessage, signInMessage });

  const saving = fetcher.state !== "idle";
  const wanted = fetcher.formData?.get("liked");
  const shownLiked = typeof wanted === "string" ? wanted === "true" : liked;
  const shownCount = Math.max(0, count + (shownLiked === liked ? 0 : shownLiked ? 1 : -1));

  return (
    <fetcher.Form
      method="post"
      action={postPath(postId)}
      onSubmit={(event) => {
        if (saving) return event.preventDefault(); // one change at a time
        if (!user) {
          event.preventDefault();
          promptSignIn(signInMessage);
        }
      }}
      className={cn(
        "inline-flex items-center text-sm font-medium",
        shownLiked ? "text-accent" : "text-muted-foreground",
      )}
    >
      <input type="hidden" name="intent" value={commentId ? "like-comment" : "like-post"} />
      {commentId && <input type="hidden" name="commentId" value={commentId} />}
      <input type="hidden" name="liked" value={String(!shownLiked)} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button
        type="submit"
        {...{ [HOLD_UNTIL_HYDRATED]: "" }}
        aria-label={m.forum_like()}
        aria-pressed={shownLiked}
        // Not `disabled`: a disabled button loses the focus, and a dialog that opens after it (the sign-in
        // prompt) could not give it back.
        aria-disabled={saving || undefined}
        className="inline-grid size-11 place-items-center rounded-md hover:bg-surface-muted aria-disabled:opacity-60"
      >
        <Icon name="heart" aria-hidden className={cn("size-5", shownLiked && "fill-current")} />
      </button>
      <span data-testid="like-count" className="min-w-4 pe-2">
        {shownCount}
        <span className="sr-only">{" " + m.forum_like_count_words({ count: shownCount })}</span>
      </span>
    </fetcher.Form>
  );
}
