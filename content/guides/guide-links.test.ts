/**
 * Issue #18: the guide pages' links and figures against the fact sheet (../shared/guide-links.json,
 * beside the clone in CI and on the team machine).
 *
 * - Confirmed deep links: a link is confirmed when its URL (scheme, "www." and a trailing slash ignored)
 *   is in the fact sheet with evidence "page", "variant" or "section" (a stored copy of that very page,
 *   the same page under another language path, or a stored page inside it). Evidence "host" (only other
 *   pages of the site were seen) and "code" (the URL only appeared as a string in public code) do not
 *   count. At least 90 % of all links on the guide pages must be confirmed.
 * - No forbidden addresses: language variants (/ga/, /es/, … any two-letter first path segment but /en/),
 *   WordPress ids (?p=), tracking parameters (utm_…), feeds (/feed, rss) and hosts that closed or moved
 *   (DEAD_HOSTS, from the fact sheet's recent changes).
 * - Every page and landing has lastReviewed: a real date, YYYY-MM-DD, not in the future.
 * - Every euro amount in a page's text has a year (20xx) in the same sentence, so readers know when the
 *   figure was true.
 * - Soft report (printed, never a failure): cards whose first link is not on an official host
 *   (OFFICIAL_HOSTS). Many cards rightly start with a listings site, a charity or a student union, so a
 *   failure would be noise; the report helps authors put the official source first where there is one.
 *
 * The failure messages list the offending pages and links so authors can act on them.
 */
import { describe, expect, it } from "vitest";
import { guideSections } from "./index";
import { confirmedUrls, forbiddenReason, normaliseUrl, readFactSheet } from "./link-rules";
import type { GuidePage, GuideSection } from "./types";

const sheet = readFactSheet();
const MIN_CONFIRMED_SHARE = 0.9;

/** Official hosts (a host matches when it is one of these or ends with "." + one). */
const OFFICIAL_HOSTS = [
  // Government, state bodies and regulators
  "gov.ie",
  "citizensinformation.ie",
  "hse.ie",
  "revenue.ie",
  "irishimmigration.ie",
  "dfa.ie",
  "ireland.ie",
  "rtb.ie",
  "mywelfare.ie",
  "workplacerelations.ie",
  "garda.ie",
  "ccpc.ie",
  "centralbank.ie",
  "hia.ie",
  "fspo.ie",
  "ombudsman.ie",
  "irishstatutebook.ie",
  "lawreform.ie",
  "courts.ie",
  "legalaidboard.ie",
  "ihrec.ie",
  "transportforireland.ie",
  "nationaltransport.ie",
  "nta.ie",
  "leapcard.ie",
  "studentleapcard.ie",
  "irishrail.ie",
  "buseireann.ie",
  "dublinbus.ie",
  "luas.ie",
  "rsa.ie",
  "ndls.ie",
  "motortax.ie",
  "tii.ie",
  "dublinairport.com",
  "educationinireland.com",
  "hea.ie",
  "qqi.ie",
  "cao.ie",
  "susi.ie",
  "researchireland.ie",
  "solas.ie",
  "etbi.ie",
  "enterprise-ireland.com",
  "localenterprise.ie",
  "idaireland.com",
  "publicjobs.ie",
  "cro.ie",
  "ireland.ie",
  "europa.eu",
  "eures.europa.eu",
  "dublincity.ie",
  "dlrcoco.ie",
  "fingal.ie",
  "sdcc.ie",
  "corkcity.ie",
  "galwaycity.ie",
  "limerick.ie",
  "pobal.ie",
  "112.ie",
  // Public hospitals
  "stjames.ie",
  "beaumont.ie",
  "mater.ie",
  "stvincents.ie",
  "tuh.ie",
  "olchc.ie",
  "childrenshealthireland.ie",
  "rotunda.ie",
  "nmh.ie",
  "imht.ie",
  "eyeandear.ie",
  // Universities and public colleges
  "tcd.ie",
  "ucd.ie",
  "dcu.ie",
  "tudublin.ie",
  "ucc.ie",
  "universityofgalway.ie",
  "nuigalway.ie",
  "ul.ie",
  "mu.ie",
  "maynoothuniversity.ie",
  "atu.ie",
  "setu.ie",
  "mtu.ie",
  "tus.ie",
  "iadt.ie",
  "dkit.ie",
  "ncad.ie",
  "rcsi.com",
  "rcsi.ie",
  "ncirl.ie",
];

const isOfficialHost = (url: string) => {
  const host = new URL(url).hostname.toLowerCase();
  return OFFICIAL_HOSTS.some((official) => host === official || host.endsWith(`.${official}`));
};

/** Sentences of a text: split after . ! ? followed by a space (so "€14.15" and "e.g.x" stay whole). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
/** A euro amount ("€300", "€1,000", "€ 14.15") with no year (2000–2099) in the same sentence. */
function undatedEuroSentences(text: string): string[] {
  return sentences(text).filter((sentence) => /€\s?\d/.test(sentence) && !/\b20\d{2}\b/.test(sentence));
}

function isValidReviewDate(date: string, today = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  return parsed.getTime() <= today.getTime();
}

/** Every text of a guide page a reader sees, with where it is (for the failure message). */
function pageTexts(guide: GuidePage): { where: string; text: string }[] {
  return [
    { where: "intro", text: guide.intro },
    { where: "summary", text: guide.summary },
    ...guide.highlights.map((text, i) => ({ where: `highlight ${i + 1}`, text })),
    ...guide.cards.flatMap((card) => [
      ...(card.body ? [{ where: `card "${card.title}"`, text: card.body }] : []),
      ...card.lists.flatMap((list) =>
        list.links.flatMap((link) =>
          link.description ? [{ where: `link "${link.text}"`, text: link.description }] : [],
        ),
      ),
    ]),
    ...(guide.tips ?? []).map((text, i) => ({ where: `tip ${i + 1}`, text })),
  ];
}

function sectionTexts(section: GuideSection): { where: string; text: string }[] {
  return [
    { where: "intro", text: section.intro },
    ...(section.tips ?? []).map((text, i) => ({ where: `tip ${i + 1}`, text })),
    ...(section.internalCards ?? []).flatMap((card) => [
      { where: `card "${card.title}"`, text: card.summary },
      ...card.highlights.map((text) => ({ where: `card "${card.title}"`, text })),
    ]),
  ];
}

const guidePages = guideSections.flatMap((section) =>
  section.guides.map((guide) => ({ route: `/${section.slug}/${guide.slug}`, guide })),
);
const allLinks = guidePages.flatMap(({ route, guide }) =>
  guide.cards.flatMap((card) =>
    card.lists.flatMap((list) => list.links.map((link) => ({ route, card: card.title, url: link.url }))),
  ),
);

describe("the link rules themselves", () => {
  it("normalises scheme, www. and the trailing slash only", () => {
    expect(normaliseUrl("https://www.tcd.ie/accommodation/")).toBe("tcd.ie/accommodation");
    expect(normaliseUrl("http://tcd.ie/accommodation")).toBe("tcd.ie/accommodation");
    expect(normaliseUrl("https://www.daft.ie/")).toBe("daft.ie");
    expect(normaliseUrl("https://www.meetup.com/find/?location=ie--Dublin")).toBe(
      "meetup.com/find?location=ie--Dublin",
    );
    expect(normaliseUrl("https://tcd.ie/Accommodation")).not.toBe("tcd.ie/accommodation");
  });

  it("refuses language variants, ?p=, utm_, feeds and dead hosts, and allows /en/ and /en-IE/", () => {
    expect(forbiddenReason("https://gov.ie/ga/foilsiuchan/8a0ba-e-scooters")).toMatch(/language/);
    expect(forbiddenReason("https://irishimmigration.ie/es/transfer")).toMatch(/language/);
    expect(forbiddenReason("https://www.irishimmigration.ie/?p=17799")).toMatch(/\?p=/);
    expect(forbiddenReason("https://example.ie/page?utm_source=x")).toMatch(/utm_/);
    expect(forbiddenReason("https://newlandchase.com/roadmap/feed")).toMatch(/feed/);
    expect(forbiddenReason("https://example.ie/rss.xml")).toMatch(/feed/);
    expect(forbiddenReason("https://www.inis.gov.ie/en/INIS/Pages/registration")).toMatch(/closed/);
    expect(forbiddenReason("https://www.citizensinformation.ie/en/housing/")).toBeNull();
    expect(forbiddenReason("https://www.revolut.com/en-IE/")).toBeNull();
    expect(forbiddenReason("https://www.eventbrite.ie/d/ireland--dublin/events/")).toBeNull();
    expect(forbiddenReason("https://www.rte.ie/news/")).toBeNull();
  });

  it("wants a year in the sentence of every euro amount", () => {
    expect(undatedEuroSentences("The fee is €300. Bring a card.")).toEqual(["The fee is €300."]);
    expect(undatedEuroSentences("Since 2025 the fee is €300. Bring a card.")).toEqual([]);
    expect(undatedEuroSentences("The minimum wage is €14.15 an hour from 1 January 2026.")).toEqual([]);
    expect(undatedEuroSentences("No money here, only 2026.")).toEqual([]);
  });

  it("accepts only real past dates as review dates", () => {
    const today = new Date("2026-11-23T12:00:00Z");
    expect(isValidReviewDate("2026-11-22", today)).toBe(true);
    expect(isValidReviewDate("2026-11-23", today)).toBe(true);
    expect(isValidReviewDate("2026-11-24", today)).toBe(false);
    expect(isValidReviewDate("2026-02-30", today)).toBe(false);
    expect(isValidReviewDate("22/11/2026", today)).toBe(false);
  });

  it("knows official hosts and their subdomains", () => {
    expect(isOfficialHost("https://www2.hse.ie/mental-health/")).toBe(true);
    expect(isOfficialHost("https://enterprise.gov.ie/en/")).toBe(true);
    expect(isOfficialHost("https://www.daft.ie/")).toBe(false);
    expect(isOfficialHost("https://notgov.ie/")).toBe(false);
  });
});

describe.runIf(sheet)("guide pages against the fact sheet (../shared/guide-links.json)", () => {
  const confirmed = sheet ? confirmedUrls(sheet) : new Set<string>();

  it(`links to confirmed deep pages (evidence page, variant or section) for at least ${MIN_CONFIRMED_SHARE * 100} % of all links`, () => {
    const unconfirmed = allLinks.filter((link) => !confirmed.has(normaliseUrl(link.url)));
    const share = (allLinks.length - unconfirmed.length) / allLinks.length;
    const figure = `${allLinks.length - unconfirmed.length} of ${allLinks.length} links confirmed (${(share * 100).toFixed(1)} %)`;
    console.warn(`guide links: ${figure}`);
    const byPage = new Map<string, string[]>();
    for (const link of unconfirmed) byPage.set(link.route, [...(byPage.get(link.route) ?? []), link.url]);
    const list = [...byPage]
      .map(([route, urls]) => `  ${route} (${urls.length}):\n${urls.map((url) => `    - ${url}`).join("\n")}`)
      .join("\n");
    expect(
      share,
      `${figure}; at least ${MIN_CONFIRMED_SHARE * 100} % needed. Links that are not in the fact sheet with evidence page, variant or section:\n${list}\n`,
    ).toBeGreaterThanOrEqual(MIN_CONFIRMED_SHARE);
  });
});

describe("guide pages", () => {
  it("link no language variants, ?p= ids, tracking parameters, feeds or dead hosts", () => {
    const offending = allLinks.flatMap((link) => {
      const reason = forbiddenReason(link.url);
      return reason ? [`  ${link.route} › ${link.card}: ${link.url} (${reason})`] : [];
    });
    expect(offending, `Forbidden addresses:\n${offending.join("\n")}\n`).toEqual([]);
  });

  it("each have a review date (YYYY-MM-DD, a real date, not in the future), and so do the landings", () => {
    const today = new Date();
    const offending = [
      ...guideSections.map((section) => ({ route: `/${section.slug}`, date: section.lastReviewed })),
      ...guidePages.map(({ route, guide }) => ({ route, date: guide.lastReviewed })),
    ].filter(({ date }) => !isValidReviewDate(date ?? "", today));
    expect(
      offending.map(({ route, date }) => `  ${route}: ${JSON.stringify(date)}`),
      "Pages without a valid review date",
    ).toEqual([]);
  });

  it("give a year with every euro figure (in the same sentence)", () => {
    const offending = [
      ...guideSections.flatMap((section) =>
        sectionTexts(section).map((text) => ({ route: `/${section.slug}`, ...text })),
      ),
      ...guidePages.flatMap(({ route, guide }) => pageTexts(guide).map((text) => ({ route, ...text }))),
    ].flatMap(({ route, where, text }) =>
      undatedEuroSentences(text).map((sentence) => `  ${route} › ${where}: "${sentence}"`),
    );
    expect(offending, `Euro amounts without a year (20xx) in the same sentence:\n${offending.join("\n")}\n`).toEqual(
      [],
    );
  });

  it("spell out each abbreviation at its first use on a page: 'Residential Tenancies Board (RTB)'", () => {
    const ABBREVIATIONS = ["PPS", "IRP", "GNIB", "ISD", "USC", "PRSI", "HAP", "RTB", "ILEP", "GP", "PAYE", "TFI"];
    const offending = guidePages.flatMap(({ route, guide }) => {
      // The page's words in the order it shows them (the title is the guide's name, as people search for it).
      const text = [
        guide.intro,
        ...guide.cards.flatMap((card) => [
          card.title,
          card.body ?? "",
          ...card.lists.flatMap((list) => [
            list.name,
            ...list.links.flatMap((link) => [link.text, link.description ?? ""]),
          ]),
        ]),
        ...(guide.tips ?? []),
      ].join("\n");
      return ABBREVIATIONS.flatMap((abbreviation) => {
        const first = new RegExp(`\\b${abbreviation}s?\\b`).exec(text);
        if (!first || text[first.index - 1] === "(") return [];
        return [`  ${route}: ${abbreviation} in "…${text.slice(Math.max(0, first.index - 40), first.index + 20)}…"`];
      });
    });
    expect(offending, `Abbreviations used before they are spelled out:\n${offending.join("\n")}\n`).toEqual([]);
  });

  it("soft report: cards whose first link is not on an official host (printed, not a failure)", () => {
    const report = guidePages.flatMap(({ route, guide }) =>
      guide.cards.flatMap((card) => {
        const first = card.lists[0]?.links[0];
        return first && !isOfficialHost(first.url) ? [`  ${route} › ${card.title}: ${first.url}`] : [];
      }),
    );
    const cards = guidePages.reduce((n, { guide }) => n + guide.cards.length, 0);
    console.warn(
      `guide links (soft report): ${report.length} of ${cards} cards start with a link that is not on an official host (OFFICIAL_HOSTS in guide-links.test.ts):\n${report.join("\n")}`,
    );
    expect(cards).toBeGreaterThan(0);
  });
});
