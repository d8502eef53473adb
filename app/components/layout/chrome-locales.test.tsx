import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, type Locale } from "@common/i18n";
import { overwriteGetLocale } from "@common/paraglide/runtime.js";
import { Pagination } from "~/components/ui/pagination";
import { Breadcrumbs } from "~/features/guides/breadcrumbs";
import { LastReviewed } from "~/features/guides/last-reviewed";
import { ErrorScreen } from "./error-screen";
import { NotFound } from "./not-found";
import { SiteFooter } from "./site-footer";

const html = (locale: Locale, node: ReactNode) => {
  overwriteGetLocale(() => locale);
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
};

afterEach(() => overwriteGetLocale(() => baseLocale));

describe("the site's chrome in the visitor's language (issue #33)", () => {
  it("keeps the spec's English", () => {
    expect(html("en", <NotFound />)).toContain("<title>Page not found | Ireland Guide</title>");
    expect(html("en", <ErrorScreen />)).toContain("Refresh Page");
    const footer = html("en", <SiteFooter />);
    expect(footer).toContain("Ireland Guide: practical guides and a community forum for newcomers to Ireland.");
    expect(footer).toContain('Terms of Use<span class="sr-only"> (opens in a new tab)</span>');
    expect(html("en", <LastReviewed date="2026-11-22" />)).toContain(
      'Last reviewed <time dateTime="2026-11-22">22 November 2026</time>',
    );
    const pages = html("en", <Pagination label="Forum pages" page={2} pageCount={3} hrefFor={(p) => `/?page=${p}`} />);
    expect(pages).toContain("Previous");
    expect(pages).toContain('aria-label="Page 3"');
    expect(pages).toContain('<span class="sr-only">Page </span>2');
  });

  it("speaks Arabic, Ukrainian and Chinese where the locale says so", () => {
    expect(html("ar", <NotFound />)).toContain("<title>الصفحة غير موجودة | Ireland Guide</title>");
    expect(html("ar", <SiteFooter />)).toContain("شروط الاستخدام");
    expect(html("uk", <ErrorScreen />)).toContain("Оновити сторінку");
    expect(html("zh-cn", <Breadcrumbs crumbs={[{ label: "x", to: "/" }, { label: "y" }]} />)).toContain(
      'aria-label="导航路径"',
    );
    const pages = html("es", <Pagination label="x" page={1} pageCount={2} hrefFor={(p) => `/?page=${p}`} />);
    expect(pages).toContain("Anterior");
    expect(pages).toContain('aria-label="Página 2"');
  });
});
