import {
  ArrowRight,
  Briefcase,
  BusFront,
  GraduationCap,
  HeartPulse,
  Home as HomeIcon,
  Landmark,
  ListChecks,
  MessagesSquare,
  Scale,
  ShieldCheck,
  Users,
  Wallet,
  Compass,
  Clock,
} from "~/components/ui/icons";
import { Link } from "~/lib/localized-router";
import { Card } from "~/components/ui/card";
import { buttonClasses } from "~/components/ui/button";
import { LatestForumPosts } from "~/features/forum/latest-forum-posts";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";
import { homeLatestPosts } from "../../server/forum/home-latest";

/**
 * The latest forum posts come with the page (issue #29: without JavaScript the block stayed a skeleton),
 * so the home page is rendered per request rather than prerendered; it is kept in memory between
 * changes to the forum, as the forum's pages are (server/http/kept-pages.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { latest: await homeLatestPosts(context) };
}

export function meta() {
  return pageMeta({
    title: "Ireland Guide",
    description:
      "Practical guides and a community forum for international students, professionals and newcomers moving to Ireland: housing, PPS, residence permits, jobs.",
    path: "/",
  });
}

const benefits = [
  {
    icon: Compass,
    title: "Step-by-step guides",
    text: "From your residence permit to your PPS number, each guide tells you what to do first and where.",
  },
  {
    icon: ShieldCheck,
    title: "Official sources first",
    text: "Every guide links to the government body or organisation that decides, so you act on the real rules.",
  },
  {
    icon: MessagesSquare,
    title: "Answers from people who arrived last year",
    text: "Ask the forum and hear from students and professionals who faced the same questions.",
  },
  {
    icon: HomeIcon,
    title: "Rent without being scammed",
    text: "Know your rights as a tenant, the warning signs of a scam and where to find a room.",
  },
  {
    icon: Clock,
    title: "Save time in your first weeks",
    text: "Appointments, cards and accounts in the right order, so one step does not hold up the next.",
  },
  {
    icon: Users,
    title: "A community to belong to",
    text: "Societies, meet-ups and support services to help Ireland feel like home.",
  },
];

const resources = [
  { to: "/housing", icon: HomeIcon, title: "Housing", text: "Student rooms, renting safely and where to live." },
  { to: "/transport", icon: BusFront, title: "Transport", text: "Buses, trains, Luas, Leap cards and cycling." },
  {
    to: "/education",
    icon: GraduationCap,
    title: "Education",
    text: "Universities, entry, scholarships, student life.",
  },
  {
    to: "/healthcare",
    icon: HeartPulse,
    title: "Healthcare",
    text: "GPs, hospitals, insurance and emergency numbers.",
  },
  { to: "/finance", icon: Wallet, title: "Finance", text: "Bank accounts, payments and the cost of living." },
  { to: "/community", icon: Users, title: "Community", text: "Groups, support, activities and the forum." },
  { to: "/legal", icon: Scale, title: "Legal", text: "Visas, residence permits, PPS and insurance." },
  { to: "/jobs", icon: Briefcase, title: "Jobs and Career", text: "Job search, permits, part-time work, culture." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="border-b border-border bg-brand-soft">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Welcome to Ireland Guide</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Moving to Ireland to study or work? Find clear, current answers on housing, your residence permit, PPS
            number, healthcare and jobs, and ask people who made the same move.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/start" className={buttonClasses("accent")}>
              <ListChecks aria-hidden className="size-4" /> First-week checklist
            </Link>
            <Link to="/community/forum" className={buttonClasses("primary")}>
              Join the Community Forum <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to="/legal" className={buttonClasses("secondary")}>
              <Landmark aria-hidden className="size-4" /> Start with the legal essentials
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="journey-heading" className="text-center text-3xl font-bold">
          Your Journey to Ireland Starts Here
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="card-fade-in" style={{ "--card-index": index } as React.CSSProperties}>
              <Card className="h-full">
                <Icon aria-hidden className="size-7 text-brand" />
                <h3 className="mt-3 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link to="/community" className="font-medium text-brand underline">
            Meet the community <ArrowRight aria-hidden className="inline size-4" />
          </Link>
        </p>
      </section>

      <LatestForumPosts initial={loaderData.latest} />

      <section aria-labelledby="resources-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="resources-heading" className="text-center text-3xl font-bold">
          Explore Our Resources
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {resources.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                prefetch="intent"
                className="group flex h-full flex-col rounded-lg border border-border bg-surface p-5 no-underline shadow-sm transition-colors hover:border-brand"
              >
                <Icon aria-hidden className="size-7 text-brand" />
                <span className="mt-3 text-lg font-semibold text-foreground group-hover:text-brand">{title}</span>
                <span className="mt-1 text-muted-foreground">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
