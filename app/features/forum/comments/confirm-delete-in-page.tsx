import { Form, Link } from "~/lib/localized-router";
import type { CommentView } from "@common/forum";
import { m } from "@common/i18n";
import { Button, buttonClasses } from "~/components/ui/button";
import { postPath } from "../paths";

/** Without JavaScript, Delete opens this in place of the comment's actions: a real form to confirm. */
export function ConfirmDeleteInPage({
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
      <p className="font-medium">{m.forum_delete_comment_title()}</p>
      <p className="text-sm text-muted-foreground">
        {hasReplies ? m.forum_delete_comment_with_replies() : m.forum_cannot_be_undone()}
      </p>
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className={buttonClasses("secondary", "sm")}>
          {m.forum_cancel()}
        </Link>
        <Button type="submit" variant="destructive" size="sm">
          {m.forum_delete()}
        </Button>
      </div>
    </Form>
  );
}
