import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "@common/paraglide/runtime.js";
import { CONTENT_TRANSLATIONS } from "@content/localized";
import GuidePage, { loader } from "~/routes/guide-page";

// The reader's language, forced for the loader and the messages alike: the address prefix (/ar/…) is the
// routing work of issue #33.
const locale = { value: "ar" as "ar" | "en" };
overwriteGetLocale(() => locale.value);
afterAll(() => overwriteGetLocale(() => baseLocale));

function render() {
  const loaderData = loader({ params: { section: "legal", guide: "pps-application" } } as never);
  const Page = GuidePage as unknown as (props: { loaderData: typeof loaderData }) => React.ReactNode;
  return renderToStaticMarkup(
    <MemoryRouter>
      <Page loaderData={loaderData} />
    </MemoryRouter>,
  );
}

describe("a guide page in Arabic", () => {
  it("shows the notice in Arabic, keeps the guide in English and explains its terms in Arabic", () => {
    locale.value = "ar";
    const html = render();
    expect(html).toContain('<p lang="ar" dir="auto"');
    expect(html).toContain("هذا الدليل باللغة الإنجليزية.");
    expect(html).toMatch(/<h1 lang="en" dir="ltr"/);
    expect(html).toContain(CONTENT_TRANSLATIONS.ar.glossary.pps!.explanation);
    // Each term once: no tooltip id twice, and none inside a link.
    const ids = [...html.matchAll(/id="(gloss-[^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const link of html.match(/<a [^]*?<\/a>/g) ?? []) expect(link).not.toContain("gloss-");
  });

  it("is unchanged in English: no notice, no marks", () => {
    locale.value = "en";
    const html = render();
    expect(html).not.toContain("gloss-");
    expect(html).not.toContain("This guide is in English.");
    expect(html).not.toContain('lang="en"');
  });
});
