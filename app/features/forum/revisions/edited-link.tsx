import { m } from "@common/i18n";
import { Link } from "~/lib/localized-router";

/** "(edited)" on a post or comment: a link to what its edits changed (ADR 0033). */
export function EditedLink({ to, what }: { to: string; what: "post" | "comment" }) {
  return (
    <Link
      to={to}
      rel="nofollow"
      className="inline-flex min-h-11 items-center text-muted-foreground underline hover:text-brand"
    >
      {m.forum_edited()}
      <span className="sr-only">{what === "post" ? m.forum_edited_post_sr() : m.forum_edited_comment_sr()}</span>
    </Link>
  );
}
