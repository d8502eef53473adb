import { Clock, EyeOff } from "~/components/ui/icons";
import { useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { MODERATION_MESSAGES, type Visibility } from "@common/moderation";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/features/forms";

/**
 * What an author (or a moderator) sees on a post or comment that visitors do not: why, and for a hidden
 * item, the one review its author may ask for. The form posts to the post's own action.
 */
export function ModerationNotice({
  item,
  isAuthor,
  postPath,
  commentId,
}: {
  item: { visibility: Visibility; moderationReason: string | null; reviewRequested: boolean };
  isAuthor: boolean;
  postPath: string;
  commentId?: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  if (item.visibility === "visible") return null;
  const what = commentId ? "comment" : "post";
  const requested = item.reviewRequested || Boolean(fetcher.data?.ok);
  return (
    <div role="note" className="mt-3 grid gap-2 rounded-md border border-border bg-surface-muted p-3 text-sm">
      <p className="flex items-start gap-2 font-medium">
        {item.visibility === "pending" ? (
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
        ) : (
          <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        )}
        {item.visibility === "pending"
          ? MODERATION_MESSAGES.pending
          : item.visibility === "removed"
            ? `This ${what} was deleted by a moderator. Only moderators can see it.`
            : `This ${what} is hidden: only you${isAuthor ? "" : " (its author)"} and the moderators can see it.`}
      </p>
      {item.visibility !== "pending" && item.moderationReason && <p>Reason: {item.moderationReason}</p>}
      {isAuthor &&
        item.visibility === "hidden" &&
        (requested ? (
          <p>You asked for a review. A moderator will look at it again.</p>
        ) : (
          <fetcher.Form method="post" action={postPath}>
            <input type="hidden" name="intent" value="request-review" />
            {commentId && <input type="hidden" name="commentId" value={commentId} />}
            <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
              Ask for a review
            </Button>
          </fetcher.Form>
        ))}
    </div>
  );
}
