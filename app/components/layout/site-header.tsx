import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { NAV_SECTIONS, SITE_NAME } from "@common/sections";
import { Button } from "~/components/ui/button";
import { SearchButton } from "~/features/search/search-palette";
import { cn } from "~/lib/cn";
import { ThemeToggle } from "./theme-toggle";

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
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
        <Link to="/" className="mr-auto flex min-h-11 items-center gap-2 font-bold text-foreground no-underline">
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-md bg-brand text-sm text-brand-foreground"
          >
            IG
          </span>
          <span className="text-lg whitespace-nowrap">{SITE_NAME}</span>
        </Link>
        <SearchButton />
        <ThemeToggle />
        <Button asChild variant="primary" className="hidden sm:inline-flex">
          <Link to="/auth">Sign In</Link>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </Button>
      </div>
      <nav aria-label="Guide sections" className="mx-auto hidden max-w-6xl px-4 pb-2 lg:block">
        <SectionLinks layout="row" />
      </nav>
      <nav
        id="mobile-menu"
        aria-label="Guide sections"
        hidden={!menuOpen}
        className="border-t border-border px-4 py-3 lg:hidden"
      >
        <SectionLinks layout="column" />
        <Button asChild variant="primary" className="mt-3 w-full sm:hidden">
          <Link to="/auth">Sign In</Link>
        </Button>
      </nav>
    </header>
  );
}
