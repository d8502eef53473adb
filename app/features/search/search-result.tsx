import { Icon } from "~/components/ui/icons";
import type { IconName } from "~/components/ui/icon-names";
import { postPath, SolvedBadge } from "~/features/forum";
import { Link } from "~/lib/localized-router";
import { Highlighted } from "./highlighted";

/** One result: its title as a link (the matched words marked), where it is, and a passage. */
export function SearchResult({
  href,
  titleParts,
  where,
  snippet,
  icon,
  solved = false,
}: {
  href: string;
  titleParts: string[];
  where: string;
  snippet: string[];
  icon: IconName;
  solved?: boolean;
}) {
  return (
    <li className="min-w-0 rounded-md border border-border bg-surface px-4 py-3">
      <Link
        to={href}
        className="flex items-start gap-2 font-semibold break-words text-brand underline-offset-2 hover:underline"
      >
        <Icon name={icon} aria-hidden className="mt-1 size-4 shrink-0" />
        <span dir="auto" className="min-w-0">
          <Highlighted parts={titleParts} />
        </span>
      </Link>
      <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {where}
        <SolvedBadge solved={solved} className="text-xs" />
      </p>
      {snippet.some(Boolean) && (
        <p className="mt-1 break-words">
          <Highlighted parts={snippet} />
        </p>
      )}
    </li>
  );
}

/** A forum post found: its title, where it is, whether it is solved, and the passage that matched. */
export function PostSearchResult({
  post,
  where,
}: {
  post: { id: string; titleParts: string[]; snippet: string[]; solved: boolean };
  where: string;
}) {
  return (
    <SearchResult
      href={postPath(post.id)}
      titleParts={post.titleParts}
      where={where}
      solved={post.solved}
      snippet={post.snippet}
      icon="messages-square"
    />
  );
}
