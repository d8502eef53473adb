import { Icon } from "~/components/ui/icons";
import type { CSSProperties } from "react";
import { data } from "react-router";
import { Link } from "~/lib/localized-router";
import { findSection } from "@content/guides";
import { AskCommunity, GlossaryLink } from "~/features/guides/ask-community";
import { sectionForumCategory } from "@common/forum-categories";
import { Breadcrumbs } from "~/features/guides/breadcrumbs";
import { GuideIcon } from "~/features/guides/guide-icon";
import { LastReviewed } from "~/features/guides/last-reviewed";
import { TipsCard } from "~/features/guides/tips-card";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/guide-section";
import { baseLocale, getLocale, m } from "@common/i18n";
import { sectionTitle } from "~/features/guides/section-title";
import { EnglishGuideNotice } from "~/features/guides/glossed-text";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export function loader({ params }: Route.LoaderArgs) {
  const section = findSection(params.section);
  if (!section) throw data(null, { status: 404 });
  return {
    section,
    // The section's name in the reader's language, as the menu names it; the guides themselves are English.
    title: sectionTitle(section.slug, section.title),
    inEnglish: getLocale() !== baseLocale,
    askCategory: sectionForumCategory(section.slug),
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { section, title } = loaderData;
  return pageMeta({ title, description: section.description, path: `/${section.slug}` });
}

export default function GuideSectionPage({
  loaderData: { section, title, inEnglish, askCategory },
}: Route.ComponentProps) {
  // Read in another language, the guides' words stay English, left to right (as on a guide page).
  const english = inEnglish ? ({ lang: "en", dir: "ltr" } as const) : {};
  const cards = [
    ...section.guides.map((guide) => ({
      href: `/${section.slug}/${guide.slug}`,
      title: guide.title,
      summary: guide.summary,
      highlights: guide.highlights,
    })),
    ...(section.internalCards ?? []),
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs crumbs={[{ label: m.guide_home(), to: "/" }, { label: title }]} />
      <header className="mt-6">
        <h1 className="flex items-center gap-3 text-4xl font-bold">
          <GuideIcon name={section.icon} className="size-9 text-brand" /> {title}
        </h1>
        {inEnglish && <EnglishGuideNotice />}
        <p {...english} className="mt-4 text-lg">
          {section.intro}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          <LastReviewed date={section.lastReviewed} />
          <GlossaryLink />
        </div>
      </header>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {cards.map((card, index) => (
          <li key={card.href} className="card-fade-in" style={{ "--card-index": index } as CSSProperties}>
            <article className="flex h-full flex-col rounded-lg border border-border bg-surface p-5 shadow-sm">
              <h2 {...english} className="text-xl font-semibold">
                <Link to={card.href} prefetch="intent" className="text-foreground no-underline hover:text-brand">
                  {card.title}
                </Link>
              </h2>
              <p {...english} className="mt-2 text-muted-foreground">
                {card.summary}
              </p>
              <ul {...english} className="mt-3 list-disc space-y-1 ps-5">
                {card.highlights.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <Link
                to={card.href}
                className="mt-auto inline-flex min-h-11 items-center gap-1 pt-4 font-medium text-brand underline"
              >
                {m.guide_read_the_guide()}
                <span className="sr-only">: {card.title}</span>
                <Icon name="arrow-right" aria-hidden className="size-4" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
      {section.tips && (
        <div className="mt-8">
          <TipsCard tips={section.tips} index={cards.length} />
        </div>
      )}
      <AskCommunity category={askCategory} />
    </div>
  );
}
