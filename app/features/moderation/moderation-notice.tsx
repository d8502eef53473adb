import { Icon } from "~/components/ui/icons";
import { useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { AUTO_HIDE_REPORTS, MODERATION_MESSAGES, type Visibility } from "@common/moderation";
import { m } from "@common/i18n";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/features/forms";

/** To its author "only you and the moderators can see it"; to a moderator "only its author and the moderators". */
function hiddenNotice(comment: boolean, isAuthor: boolean): string {
  if (comment) return isAuthor ? m.mod_notice_hidden_comment_author() : m.mod_notice_hidden_comment();
  return isAuthor ? m.mod_notice_hidden_post_author() : m.mod_notice_hidden_post();
}

/** A stored reason as shown: the site's own (kept in English) in the page's language, a moderator's as written. */
const shownReason = (reason: string) =>
  reason === MODERATION_MESSAGES.autoHidden ? m.mod_auto_hidden({ count: AUTO_HIDE_REPORTS }) : reason;

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
  const requested = item.reviewRequested || Boolean(fetcher.data?.ok);
  return (
    <div role="note" className="mt-3 grid gap-2 rounded-md border border-border bg-surface-muted p-3 text-sm">
      <p className="flex items-start gap-2 font-medium">
        {item.visibility === "pending" ? (
          <Icon name="clock" aria-hidden className="mt-0.5 size-4 shrink-0" />
        ) : (
          <Icon name="eye-off" aria-hidden className="mt-0.5 size-4 shrink-0" />
        )}
        {item.visibility === "pending"
          ? m.mod_pending()
          : item.visibility === "removed"
            ? commentId
              ? m.mod_notice_removed_comment()
              : m.mod_notice_removed_post()
            : hiddenNotice(Boolean(commentId), isAuthor)}
      </p>
      {item.visibility !== "pending" && item.moderationReason && (
        <p>{m.mod_reason({ reason: shownReason(item.moderationReason) })}</p>
      )}
      {isAuthor &&
        item.visibility === "hidden" &&
        (requested ? (
          <p>{m.mod_notice_review_asked()}</p>
        ) : (
          <fetcher.Form method="post" action={postPath}>
            <input type="hidden" name="intent" value="request-review" />
            {commentId && <input type="hidden" name="commentId" value={commentId} />}
            <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
              {m.mod_notice_ask_review()}
            </Button>
          </fetcher.Form>
        ))}
    </div>
  );
}
