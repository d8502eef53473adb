import { Icon } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "~/lib/localized-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { m } from "@common/i18n";

/**
 * The page numbers to show: all of them when there are few, otherwise the first, the last and two either
 * side of the current one, with gaps (null) between (a forum of 100,000 posts has 20,000 pages).
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 9) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, 2, pageCount - 1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return numbers.flatMap((n, index) => (index > 0 && n - numbers[index - 1]! > 1 ? [null, n] : [n]));
}

/**
 * Spec: pages 1 to the total; Previous disabled on page 1, Next on the last; both while loading; shown
 * only if there is more than one page. Plain links, so paging works without JavaScript.
 */
export function Pagination({
  page,
  pageCount,
  loading = false,
  hrefFor,
  label,
  previousLabel = m.ui_previous(),
  nextLabel = m.ui_next(),
}: {
  page: number;
  pageCount: number;
  loading?: boolean;
  hrefFor: (page: number) => string;
  /** The navigation landmark's name ("Forum pages", "Comment pages"). */
  label: string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pageCount <= 1) return null;
  const link = (target: number, text: ReactNode, disabled: boolean, extra: Record<string, string> = {}) =>
    disabled ? (
      // A control that cannot be used now: a disabled button, announced as such.
      <button
        type="button"
        disabled
        className={cn(buttonClasses("secondary", "sm"), extra.className)}
        aria-label={extra["aria-label"]}
      >
        {text}
      </button>
    ) : (
      <Link
        to={hrefFor(target)}
        className={cn(buttonClasses("secondary", "sm"), extra.className)}
        aria-label={extra["aria-label"]}
      >
        {text}
      </Link>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {link(
        page - 1,
        <>
          <Icon name="chevron-left" aria-hidden className="size-4" /> {previousLabel}
        </>,
        page <= 1 || loading,
      )}
      <ul className="flex flex-wrap gap-1">
        {pageWindow(page, pageCount).map((number, index) => (
          <li key={number ?? `gap-${index}`}>
            {number === null ? (
              <span aria-hidden className="inline-flex min-h-9 items-center px-1 text-muted-foreground">
                …
              </span>
            ) : number === page ? (
              <span aria-current="page" className={cn(buttonClasses("primary", "sm"), "min-w-11")}>
                <span className="sr-only">{`${m.ui_page()} `}</span>
                {number}
              </span>
            ) : (
              link(number, number, loading, {
                "aria-label": m.ui_page_number({ number }),
                className: cn(buttonClasses("ghost", "sm"), "min-w-11"),
              })
            )}
          </li>
        ))}
      </ul>
      {link(
        page + 1,
        <>
          {nextLabel} <Icon name="chevron-right" aria-hidden className="size-4" />
        </>,
        page >= pageCount || loading,
      )}
    </nav>
  );
}
