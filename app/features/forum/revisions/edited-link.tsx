import { Link } from "~/lib/localized-router";

/** "(edited)" on a post or comment: a link to what its edits changed (ADR 0033). */
export function EditedLink({ to, what }: { to: string; what: "post" | "comment" }) {
  return (
    <Link
      to={to}
      rel="nofollow"
      className="inline-flex min-h-11 items-center text-muted-foreground underline hover:text-brand"
    >
      (edited)<span className="sr-only">: see what changed in this {what}</span>
    </Link>
  );
}
