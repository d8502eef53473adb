import { Icon } from "~/components/ui/icons";
import { getLocale } from "@common/i18n";
import { glossaryFor } from "@content/localized";
import { Link } from "~/lib/localized-router";
import { findGuide } from "@content/guides";
import { Breadcrumbs } from "~/features/guides/breadcrumbs";
import { ExternalLink } from "~/features/guides/external-link";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/glossary";
import { m } from "@common/i18n";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/**
 * The terms in alphabetical order, each with the title of the guide that covers it. Prerendered. In another
 * language the term keeps its Irish form and English full name beside the translated meaning (issue #33).
 */
export function loader() {
  const terms = glossaryFor(getLocale())
    .sort((a, b) => a.term.localeCompare(b.term, "en-IE", { sensitivity: "base", numeric: true }))
    .map((term) => {
      const [, section, guide] = term.guide.split("/");
      return { ...term, guideTitle: findGuide(section, guide)?.guide.title ?? term.guide };
    });
  return { terms };
}

export function meta() {
  return pageMeta({
    title: m.ui_glossary(),
    description: m.glossary_meta_description(),
    path: "/glossary",
  });
}

export default function GlossaryPage({ loaderData: { terms } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs crumbs={[{ label: m.guide_home(), to: "/" }, { label: m.ui_glossary() }]} />
      <header className="mt-6">
        <h1 className="flex items-center gap-3 text-4xl font-bold">
          <Icon name="book-open" aria-hidden className="size-9 shrink-0 text-brand" /> {m.ui_glossary()}
        </h1>
        <p className="mt-4 text-lg">{m.glossary_intro()}</p>
      </header>
      <dl className="mt-8 divide-y divide-border rounded-lg border border-border bg-surface shadow-sm">
        {terms.map((term) => (
          <div key={term.id} id={term.id} className="scroll-mt-24 p-5 target:bg-brand-soft sm:p-6">
            <dt>
              <span {...(term.lang === "en" ? {} : { lang: "en", dir: "ltr" })} className="text-xl font-semibold">
                {term.term}
              </span>
              {term.fullName !== term.term && (
                <span className="mt-0.5 block text-muted-foreground">{term.fullName}</span>
              )}
              {term.lang !== "en" && term.englishFullName !== term.term && (
                <span className="mt-0.5 block text-sm text-muted-foreground">
                  <bdi lang="en">{term.englishFullName}</bdi>
                </span>
              )}
            </dt>
            <dd className="mt-2">
              <p>{term.explanation}</p>
              <ul className="mt-2 flex flex-col gap-1 text-[15px] sm:flex-row sm:flex-wrap sm:gap-x-6">
                <li>
                  <span className="text-muted-foreground">{m.glossary_guide_label()} </span>
                  <Link to={term.guide} prefetch="intent" className="font-medium text-brand underline">
                    {term.guideTitle}
                  </Link>
                </li>
                {term.official && (
                  <li>
                    <span className="text-muted-foreground">{m.glossary_official_label()} </span>
                    <ExternalLink href={term.official.url}>{term.official.text}</ExternalLink>
                  </li>
                )}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
