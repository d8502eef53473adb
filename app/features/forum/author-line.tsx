import { Link } from "~/lib/localized-router";
import type { PostAuthor } from "@common/forum";
import { m } from "@common/i18n";
import { UserAvatar } from "~/components/ui/user-avatar";
import { cn } from "~/lib/cn";

/**
 * Author name, avatar and karma, linking to the profile ('Anonymous' only when the account was deleted).
 * `dense`: a row of the forum's list, where a mouse needs no 44 px line (a finger still gets one).
 */
export function AuthorLine({
  author,
  size = "md",
  dense = false,
}: {
  author: PostAuthor | null;
  size?: "sm" | "md";
  dense?: boolean;
}) {
  const name = author?.username ?? m.forum_anonymous();
  const avatar = <UserAvatar username={author?.username} avatarUrl={author?.avatarUrl} size={size} />;
  if (!author) {
    return (
      <span className="flex min-w-0 items-center gap-2 text-sm">
        {avatar}
        <span className="min-w-0 font-medium wrap-anywhere">{name}</span>
      </span>
    );
  }
  return (
    <Link
      to={`/profile/${author.id}`}
      className={cn(
        "flex min-h-11 min-w-0 items-center gap-2 text-sm text-foreground no-underline hover:underline",
        dense && "pointer-fine:min-h-7",
      )}
    >
      {avatar}
      <span className="min-w-0 font-medium wrap-anywhere">{name}</span>
      <span className="text-muted-foreground">{m.forum_karma({ karma: author.karmaPoints })}</span>
    </Link>
  );
}
