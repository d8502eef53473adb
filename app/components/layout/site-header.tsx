import { Icon } from "~/components/ui/icons";
import { Suspense } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/lib/localized-router";
import { NAV_SECTIONS, SITE_NAME } from "@common/sections";
import { buttonClasses } from "~/components/ui/button";
import { useAuthState } from "~/features/auth/current-user";
import { SearchButton } from "~/features/search/search-palette";
import { cn } from "~/lib/cn";
import { lazyOnTheClient } from "~/lib/lazy-on-the-client";
import { NavigationProgress } from "./navigation-progress";
import { ThemeToggle } from "./theme-toggle";
import { m } from "@common/i18n";
import { SECTION_LABELS } from "./section-labels";

function SectionLinks({ layout }: { layout: "row" | "column" }) {
  return (
    <ul className={cn(layout === "row" ? "flex flex-wrap items-center gap-1" : "grid gap-1")}>
      {NAV_SECTIONS.map((section) => (
        <li key={section.slug}>
          <NavLink
            to={`/${section.slug}`}
            prefetch="intent"
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center rounded-md px-3 text-[15px] font-medium no-underline transition-colors",
                isActive
                  ? "bg-brand-soft text-brand"
                  : "text-muted-foreground hover:bg-surface-muted hover:text-foreground",
              )
            }
          >
            {SECTION_LABELS[section.slug]()}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

// Only signed-in visitors need the bell and the menu: the browser loads their code for them, not with every
// page (a guide page's JavaScript budget, #17).
const MemberSlot = lazyOnTheClient(() => import("./member-slot").then((module) => ({ default: module.MemberSlot })));

// The bell's and the avatar's places, kept until their code has loaded.
const memberSlotPlaceholder = (
  <>
    <span aria-hidden className="size-11" />
    <span aria-hidden className="size-11" />
  </>
);

/**
 * Sign In when signed out, the avatar menu when signed in. While we do not know yet (a prerendered page
 * before the viewer answers) Sign In, hidden where this browser had a member (ADR 0020): a newcomer can
 * use it before any script runs, and a member does not see it flash.
 */
function AccountSlot() {
  const auth = useAuthState();
  if (auth.status === "signed-in") {
    // Until the browser has the slot's code, it keeps the server's HTML (while hydrating) or its place, empty.
    return (
      <Suspense fallback={memberSlotPlaceholder}>
        <MemberSlot user={auth.user} />
      </Suspense>
    );
  }
  return (
    <Link
      to="/auth"
      className={cn(
        buttonClasses("primary", "header"),
        "whitespace-nowrap",
        auth.status === "loading" && "in-data-member:invisible",
      )}
    >
      {m.ui_sign_in()}
    </Link>
  );
}

/**
 * The phone's menu: a <details> element, which opens and closes without JavaScript (issue #29: the
 * button did nothing without it, and on a guide page before the page had run). The script adds what a
 * disclosure should do: navigating closes it (it belongs to the page it was opened on), and Escape within
 * it closes it and gives the focus back to its toggle.
 */
function PhoneMenu() {
  const { pathname } = useLocation();
  return (
    // A new page, a new (closed) menu; hydration keeps the one a tap before it may have opened.
    // Escape within the menu closes it (a <details> is interactive: its summary opens and closes it).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      key={pathname}
      className="group lg:hidden"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.currentTarget.open = false;
        (event.currentTarget.firstChild as HTMLElement).focus(); // the summary
      }}
    >
      <summary aria-label={m.ui_menu()} className={buttonClasses("ghost", "icon")}>
        <Icon name="menu" aria-hidden className="size-6 group-open:hidden" />
        <Icon name="x" aria-hidden className="hidden size-6 group-open:block" />
      </summary>
      <nav
        id="mobile-menu"
        aria-label={m.ui_guide_sections()}
        className="absolute inset-x-0 top-full hidden max-h-[80dvh] overflow-y-auto border-b group-open:block border-border bg-surface px-4 py-3 shadow-md"
      >
        <SectionLinks layout="column" />
        <div className="mt-2 flex items-center gap-2 border-t border-border pt-2 text-sm text-muted-foreground sm:hidden">
          <ThemeToggle /> {m.ui_theme_label()}
        </div>
      </nav>
    </details>
  );
}

export function SiteHeader() {
  return (
    <header className="site-chrome sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <NavigationProgress />
      <div className="mx-auto flex max-w-6xl items-center gap-1.5 px-3 py-2 sm:gap-2 sm:px-4">
        <Link to="/" className="me-auto flex min-h-11 items-center gap-2 font-bold text-foreground no-underline">
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-md bg-brand text-sm text-brand-foreground"
          >
            IG
          </span>
          <span className="text-base whitespace-nowrap max-[479px]:sr-only sm:text-lg">{SITE_NAME}</span>
        </Link>
        <SearchButton />
        <span className="hidden sm:inline-flex">
          <ThemeToggle />
        </span>
        <AccountSlot />
        <PhoneMenu />
      </div>
      <nav aria-label={m.ui_guide_sections()} className="mx-auto hidden max-w-6xl px-4 pb-2 lg:block">
        <SectionLinks layout="row" />
      </nav>
    </header>
  );
}
