import { Link } from "~/lib/localized-router";
import type { PostAuthor } from "@common/forum";
import { UserAvatar } from "~/components/ui/user-avatar";

/** Author name, avatar and karma, linking to the profile ('Anonymous' only when the account was deleted). */
export function AuthorLine({ author, size = "md" }: { author: PostAuthor | null; size?: "sm" | "md" }) {
  const name = author?.username ?? "Anonymous";
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
      className="flex min-h-11 min-w-0 items-center gap-2 text-sm text-foreground no-underline hover:underline"
    >
      {avatar}
      <span className="min-w-0 font-medium wrap-anywhere">{name}</span>
      <span className="text-muted-foreground">· {author.karmaPoints} karma</span>
    </Link>
  );
}
