import type { CSSProperties } from "react";
import { getLocale } from "@common/i18n";
import { guideGlosses } from "@content/guide-glosses";
import { data } from "react-router";
import { Link } from "~/lib/localized-router";
import { findGuide } from "@content/guides";
import { AskCommunity, GlossaryLink } from "~/features/guides/ask-community";
import { sectionForumCategory } from "@common/forum-categories";
import { Breadcrumbs } from "~/features/guides/breadcrumbs";
import { ExternalLink } from "~/features/guides/external-link";
import { EnglishGuideNotice, GlossedText } from "~/features/guides/glossed-text";
import { GuideIcon } from "~/features/guides/guide-icon";
import { LastReviewed } from "~/features/guides/last-reviewed";
import { TipsCard } from "~/features/guides/tips-card";
import { sectionTitle } from "~/features/guides/section-title";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/guide-page";
import { m } from "@common/i18n";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export function loader({ params }: Route.LoaderArgs) {
  const found = findGuide(params.section, params.guide);
  if (!found) throw data(null, { status: 404 });
  const { section, guide } = found;
  return {
    guide,
    // Read in another language, the page stays in English and explains its glossary terms (issue #33).
    glosses: guideGlosses(guide, getLocale()),
    // The section's name in the reader's language (one name, as the menu's), from the server's messages.
    section: { slug: section.slug, title: sectionTitle(section.slug, section.title) },
    askCategory: sectionForumCategory(section.slug),
    related: section.guides
      .filter((other) => other.slug !== guide.slug)
      .map((other) => ({ slug: other.slug, title: other.title })),
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { guide, section } = loaderData;
  return pageMeta({
    title: guide.title,
    description: guide.description,
    path: `/${section.slug}/${guide.slug}`,
    type: "article",
  });
}

export default function GuidePage({
  loaderData: { guide, glosses, section, askCategory, related },
}: Route.ComponentProps) {
  // The guide's own words are English, left to right, whatever the reader's language; the interface around
  // them is not.
  const english = glosses ? ({ lang: "en", dir: "ltr" } as const) : {};
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs
        crumbs={[
          { label: m.guide_home(), to: "/" },
          { label: section.title, to: `/${section.slug}` },
          { label: guide.title },
        ]}
      />
      <header className="mt-6">
        <h1 {...english} className="text-4xl font-bold wrap-break-word hyphens-auto">
          {guide.title}
        </h1>
        {glosses && <EnglishGuideNotice />}
        <p {...english} className="mt-4 text-lg">
          <GlossedText text={guide.intro} glosses={glosses} at="intro" />
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          <LastReviewed date={guide.lastReviewed} />
          <GlossaryLink />
        </div>
      </header>

      <div
        {...english}
        className={cn("mt-8 grid gap-5", guide.threeColumns ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2")}
      >
        {guide.cards.map((card, index) => (
          <section
            key={card.title}
            aria-labelledby={`card-${index}`}
            className={cn(
              "card-fade-in rounded-lg border border-border bg-surface p-5 shadow-sm sm:p-6",
              // Each card is a stacking context (its animation): lift the one whose term is explained.
              glosses && "relative focus-within:z-10 hover:z-10",
            )}
            style={{ "--card-index": index } as CSSProperties}
          >
            <h2 id={`card-${index}`} className="flex items-center gap-2 text-xl font-semibold">
              <GuideIcon name={card.icon} className="size-6 shrink-0 text-brand" /> {card.title}
            </h2>
            {card.body && (
              <p className="mt-2 text-muted-foreground">
                <GlossedText text={card.body} glosses={glosses} at={`card-${index}`} />
              </p>
            )}
            {card.lists.map((list, listIndex) => (
              <div key={list.name} className="mt-4">
                <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{list.name}</h3>
                <ul className="mt-2 space-y-3">
                  {list.links.map((link, linkIndex) => (
                    <li key={link.url}>
                      <ExternalLink href={link.url}>{link.text}</ExternalLink>
                      {link.description && (
                        <p className="text-[15px] text-muted-foreground">
                          <GlossedText
                            text={link.description}
                            glosses={glosses}
                            at={`card-${index}-${listIndex}-${linkIndex}`}
                          />
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>

      {guide.tips && (
        <div className="mt-5">
          <TipsCard
            tips={guide.tips}
            index={guide.cards.length}
            contentLanguage={english}
            renderTip={(tip, tipIndex) => <GlossedText text={tip} glosses={glosses} at={`tip-${tipIndex}`} />}
          />
        </div>
      )}

      <AskCommunity category={askCategory} />

      {related.length > 0 && (
        <nav aria-label={m.guide_more_label({ section: section.title })} className="no-print mt-10">
          <h2 className="text-lg font-semibold">{m.guide_more_in({ section: section.title })}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {related.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/${section.slug}/${other.slug}`}
                  prefetch="intent"
                  className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-foreground no-underline hover:border-brand"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
