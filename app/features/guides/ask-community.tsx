import { MessagesSquare, PenSquare } from "~/components/ui/icons";
import { Link } from "~/lib/localized-router";
import { categoryLabel, type PostCategory } from "@common/forum-categories";
import { buttonClasses } from "~/components/ui/button";
import { m } from "@common/i18n";

/** The forum category of each guide section (issue #18); finance and business questions go to General. */
export const SECTION_FORUM_CATEGORY: Record<string, PostCategory> = {
  housing: "housing",
  transport: "transport",
  education: "education",
  healthcare: "healthcare",
  finance: "general",
  community: "social",
  business: "general",
  legal: "legal",
  jobs: "jobs",
};

export const forumCategoryFor = (sectionSlug: string): PostCategory => SECTION_FORUM_CATEGORY[sectionSlug] ?? "general";

/**
 * "Ask the community" on every guide page and section landing: the forum's posts in the section's
 * category, and the new-post form with that category chosen. Plain links, so the pages stay prerendered.
 */
export function AskCommunity({ sectionSlug }: { sectionSlug: string }) {
  const category = forumCategoryFor(sectionSlug);
  return (
    <aside
      aria-labelledby="ask-heading"
      className="no-print mt-10 flex flex-col gap-4 rounded-lg border border-border bg-brand-soft p-5 sm:flex-row sm:items-center"
    >
      <MessagesSquare aria-hidden className="size-8 shrink-0 text-brand" />
      <div className="flex-1">
        <h2 id="ask-heading" className="font-semibold">
          {m.guide_ask_title()}
        </h2>
        <p className="text-muted-foreground">{m.guide_ask_text()}</p>
      </div>
      <ul className="flex flex-col gap-3 sm:items-end">
        <li>
          <Link
            to={`/community/forum/c/${category}`}
            className="inline-flex min-h-11 items-center font-medium text-brand underline"
          >
            {m.guide_ask_posts_in({ category: categoryLabel(category) })}
          </Link>
        </li>
        <li>
          <Link to={`/community/forum/new-post?category=${category}`} className={buttonClasses("primary")}>
            <PenSquare aria-hidden className="size-4" /> {m.guide_ask_question()}
          </Link>
        </li>
      </ul>
    </aside>
  );
}

/** "Words you may not know: Glossary", under a guide's review date. */
export function GlossaryLink() {
  return (
    <p className="text-sm text-muted-foreground">
      {m.guide_glossary_prefix()}{" "}
      <Link to="/glossary" className="text-brand underline">
        {m.ui_glossary()}
      </Link>
    </p>
  );
}
