import { BookOpen } from "~/components/ui/icons";
import { Link } from "~/lib/localized-router";
import { glossary } from "@content/glossary";
import { findGuide } from "@content/guides";
import { Breadcrumbs } from "~/features/guides/breadcrumbs";
import { ExternalLink } from "~/features/guides/external-link";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/glossary";

/** The terms in alphabetical order, each with the title of the guide that covers it. Prerendered. */
export function loader() {
  const terms = [...glossary]
    .sort((a, b) => a.term.localeCompare(b.term, "en-IE", { sensitivity: "base", numeric: true }))
    .map((term) => {
      const [, section, guide] = term.guide.split("/");
      return { ...term, guideTitle: findGuide(section, guide)?.guide.title ?? term.guide };
    });
  return { terms };
}

export function meta() {
  return pageMeta({
    title: "Glossary",
    description:
      "Plain-English meanings of the abbreviations and Irish terms in our guides: PPS, IRP, GNIB, Stamp 2, USC, PRSI, RTB, GP visit card, Leap Card and more.",
    path: "/glossary",
  });
}

export default function GlossaryPage({ loaderData: { terms } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs crumbs={[{ label: "Home", to: "/" }, { label: "Glossary" }]} />
      <header className="mt-6">
        <h1 className="flex items-center gap-3 text-4xl font-bold">
          <BookOpen aria-hidden className="size-9 shrink-0 text-brand" /> Glossary
        </h1>
        <p className="mt-4 text-lg">
          The abbreviations and Irish words you will meet in our guides and in official letters, spelled out in plain
          English. Each one links to the guide that explains it and, where there is one, to the official page.
        </p>
      </header>
      <dl className="mt-8 divide-y divide-border rounded-lg border border-border bg-surface shadow-sm">
        {terms.map((term) => (
          <div key={term.id} id={term.id} className="scroll-mt-24 p-5 target:bg-brand-soft sm:p-6">
            <dt>
              <span className="text-xl font-semibold">{term.term}</span>
              {term.fullName !== term.term && (
                <span className="mt-0.5 block text-muted-foreground">{term.fullName}</span>
              )}
            </dt>
            <dd className="mt-2">
              <p>{term.explanation}</p>
              <ul className="mt-2 flex flex-col gap-1 text-[15px] sm:flex-row sm:flex-wrap sm:gap-x-6">
                <li>
                  <span className="text-muted-foreground">Guide: </span>
                  <Link to={term.guide} prefetch="intent" className="font-medium text-brand underline">
                    {term.guideTitle}
                  </Link>
                </li>
                {term.official && (
                  <li>
                    <span className="text-muted-foreground">Official: </span>
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
