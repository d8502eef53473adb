import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { locales } from "../common/i18n";
import { isRouteOfLocale } from "./locale-clients";

/** The ids React Router gives app/routes.ts's entries: an entry's own id, or its file without the extension. */
const routeIds = ["root", ...routes.map((entry) => entry.id ?? entry.file.replace(/\.tsx?$/, ""))];

describe("each locale's handler knows its own copy of the route table", () => {
  it("gives every locale the root and one copy of each route, and no other locale's", () => {
    const english = routeIds.filter((id) => isRouteOfLocale(id, "en"));
    expect(english).toContain("root");
    expect(english).toContain("routes/glossary");
    for (const locale of locales) {
      const own = routeIds.filter((id) => isRouteOfLocale(id, locale));
      expect(own).toHaveLength(english.length);
      if (locale !== "en") {
        expect(own).toContain(`${locale}/routes/glossary`);
        expect(own.filter((id) => id !== "root").every((id) => id.startsWith(`${locale}/`))).toBe(true);
      }
    }
    // Every route id is served by exactly one locale (the root by all).
    for (const id of routeIds.filter((id) => id !== "root")) {
      expect(locales.filter((locale) => isRouteOfLocale(id, locale))).toHaveLength(1);
    }
  });
});
