import { Icon } from "~/components/ui/icons";
import { Link } from "~/lib/localized-router";
import type { SectionForumCategory } from "@common/forum-categories";
import { buttonClasses } from "~/components/ui/button";
import { m } from "@common/i18n";

/**
 * "Ask the community" on every guide page and section landing: the forum's posts in the section's
 * category, and the new-post form with that category chosen. Plain links, so the pages stay prerendered.
 */
export function AskCommunity({ category: { value: category, name } }: { category: SectionForumCategory }) {
  return (
    <aside
      aria-labelledby="ask-heading"
      className="no-print mt-10 flex flex-col gap-4 rounded-lg border border-border bg-brand-soft p-5 sm:flex-row sm:items-center"
    >
      <Icon name="messages-square" aria-hidden className="size-8 shrink-0 text-brand" />
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
            {m.guide_ask_posts_in({ category: name })}
          </Link>
        </li>
        <li>
          <Link to={`/community/forum/new-post?category=${category}`} className={buttonClasses("primary")}>
            <Icon name="square-pen" aria-hidden className="size-4" /> {m.guide_ask_question()}
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
