import { Icon } from "~/components/ui/icons";
import type { IconName } from "~/components/ui/icon-names";
import { Link } from "~/lib/localized-router";
import { Card } from "~/components/ui/card";
import { buttonClasses } from "~/components/ui/button";
import { LatestForumPosts } from "~/features/forum/latest-forum-posts";
import { pageMeta } from "~/lib/seo";
import { SITE_NAME } from "@common/sections";
import type { Route } from "./+types/home";
import { homeLatestPosts } from "../../server/forum/home-latest";
import { m } from "@common/i18n";
import { READING_PAGE } from "~/lib/deferred-hydration";
import type { PageHandle } from "~/lib/page-audience";

/** Hydrates on first use for a reader who is not signed in (ADR 0043). */
export const handle: PageHandle = { audience: "everyone", ...READING_PAGE };

/**
 * The latest forum posts come with the page (issue #29: without JavaScript the block stayed a skeleton),
 * so the home page is rendered per request rather than prerendered; it is kept in memory between
 * changes to the forum, as the forum's pages are (server/http/pages-in-memory.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { latest: await homeLatestPosts(context) };
}

export function meta() {
  return pageMeta({
    title: SITE_NAME,
    description: m.home_meta_description(),
    path: "/",
  });
}

// The words are messages, called when the page renders (in the visitor's language), not here.
const benefits: { id: string; icon: IconName; title: () => string; text: () => string }[] = [
  { id: "guides", icon: "compass", title: m.home_benefit_guides_title, text: m.home_benefit_guides_text },
  { id: "official", icon: "shield-check", title: m.home_benefit_official_title, text: m.home_benefit_official_text },
  { id: "answers", icon: "messages-square", title: m.home_benefit_answers_title, text: m.home_benefit_answers_text },
  { id: "rent", icon: "house", title: m.home_benefit_rent_title, text: m.home_benefit_rent_text },
  { id: "time", icon: "clock", title: m.home_benefit_time_title, text: m.home_benefit_time_text },
  { id: "belong", icon: "users", title: m.home_benefit_belong_title, text: m.home_benefit_belong_text },
];

const resources: { to: string; icon: IconName; title: () => string; text: () => string }[] = [
  { to: "/housing", icon: "house", title: m.ui_nav_housing, text: m.home_resource_housing },
  { to: "/transport", icon: "bus-front", title: m.ui_nav_transport, text: m.home_resource_transport },
  { to: "/education", icon: "graduation-cap", title: m.ui_nav_education, text: m.home_resource_education },
  { to: "/healthcare", icon: "heart-pulse", title: m.ui_nav_healthcare, text: m.home_resource_healthcare },
  { to: "/finance", icon: "wallet", title: m.ui_nav_finance, text: m.home_resource_finance },
  { to: "/community", icon: "users", title: m.ui_nav_community, text: m.home_resource_community },
  { to: "/legal", icon: "scale", title: m.ui_nav_legal, text: m.home_resource_legal },
  { to: "/jobs", icon: "briefcase", title: m.ui_jobs_and_career, text: m.home_resource_jobs },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="border-b border-border bg-brand-soft">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{m.home_title()}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{m.home_intro()}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/start" className={buttonClasses("accent")}>
              <Icon name="list-checks" aria-hidden className="size-4" /> {m.home_checklist_link()}
            </Link>
            <Link to="/community/forum" className={buttonClasses("primary")}>
              {m.home_join_forum()} <Icon name="arrow-right" aria-hidden className="size-4" />
            </Link>
            <Link to="/legal" className={buttonClasses("secondary")}>
              <Icon name="landmark" aria-hidden className="size-4" /> {m.home_legal_start()}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="journey-heading" className="text-center text-3xl font-bold">
          {m.home_journey_title()}
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(({ id, icon, title, text }, index) => (
            <li key={id} className="card-fade-in" style={{ "--card-index": index } as React.CSSProperties}>
              <Card className="h-full">
                <Icon name={icon} aria-hidden className="size-7 text-brand" />
                <h3 className="mt-3 text-lg font-semibold">{title()}</h3>
                <p className="mt-2 text-muted-foreground">{text()}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link to="/community" className="font-medium text-brand underline">
            {m.home_meet_community()} <Icon name="arrow-right" aria-hidden className="inline size-4" />
          </Link>
        </p>
      </section>

      <LatestForumPosts initial={loaderData.latest} />

      <section aria-labelledby="resources-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="resources-heading" className="text-center text-3xl font-bold">
          {m.home_resources_title()}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {resources.map(({ to, icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                prefetch="intent"
                className="group flex h-full flex-col rounded-lg border border-border bg-surface p-5 no-underline shadow-sm transition-colors hover:border-brand"
              >
                <Icon name={icon} aria-hidden className="size-7 text-brand" />
                <span className="mt-3 text-lg font-semibold text-foreground group-hover:text-brand">{title()}</span>
                <span className="mt-1 text-muted-foreground">{text()}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
