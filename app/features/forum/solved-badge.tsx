import { Icon } from "~/components/ui/icons";
import { m } from "@common/i18n";
import { cn } from "~/lib/cn";

/** "Solved", on a post that has an accepted answer (post cards, lists, search results). */
export function SolvedBadge({ solved, className }: { solved: boolean; className?: string }) {
  if (!solved) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-brand/40 bg-brand-soft px-2.5 py-0.5 font-medium text-brand",
        className,
      )}
    >
      <Icon name="circle-check" aria-hidden className="size-3.5" />
      {` ${m.forum_badge_solved()}`}
    </span>
  );
}
