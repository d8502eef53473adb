import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { afterEach, describe, expect, it } from "vitest";
import {
  DATE_PATTERN,
  describeDate,
  dublinOffsetMinutes,
  EXACT_PATTERN,
  formatInIreland,
  formatUtc,
  IRISH_TIME,
  relativeTime,
} from "./dates";

const PATTERNS = [DATE_PATTERN, EXACT_PATTERN, "MMMM yyyy"];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("dates in UTC, as the server renders them and hydration repeats them", () => {
  it("match date-fns in the UTC time zone for every pattern the site uses", () => {
    // Every hour of a leap year and its neighbours' edges, and a spread of minutes.
    const start = Date.UTC(2023, 11, 31, 0, 7);
    for (let hour = 0; hour < 24 * 368; hour += 1) {
      const date = new Date(start + hour * 3_600_000 + (hour % 60) * 60_000);
      for (const pattern of PATTERNS) {
        expect(formatUtc(date, pattern)).toBe(format(new TZDate(date.getTime(), "UTC"), pattern));
      }
    }
  });

  it("refuse a token it does not know rather than print it", () => {
    expect(() => formatUtc(new Date(0), "yyyy-MM-dd")).toThrow(/"MM"/);
  });
});

describe("Irish time before hydration, worked out without a time-zone library", () => {
  const dublin = (instant: number) => format(new TZDate(instant, "Europe/Dublin"), DATE_PATTERN);

  it("agrees with the time-zone database every 7 hours from 2024 to 2030", () => {
    for (let instant = Date.UTC(2024, 0, 1, 0, 13); instant < Date.UTC(2031, 0, 1); instant += 7 * HOUR) {
      expect(describeDate(new Date(instant).toISOString(), undefined, "Europe/Dublin").text).toBe(dublin(instant));
    }
  });

  it("changes at 01:00 UTC on the last Sundays of March and October, 1996 to 2040", () => {
    for (let year = 1996; year <= 2040; year++) {
      for (let day = 20; day <= 31; day++) {
        for (const month of [2, 9]) {
          const oneUtc = Date.UTC(year, month, day, 1);
          for (const instant of [oneUtc - MINUTE, oneUtc, oneUtc + MINUTE]) {
            const expected = new TZDate(instant, "Europe/Dublin").getTimezoneOffset();
            expect(dublinOffsetMinutes(instant), new Date(instant).toISOString()).toBe(-expected || 0);
          }
        }
      }
    }
  });

  it("says in the tooltip that the time is Irish", () => {
    const summer = describeDate("2026-07-01T20:05:00.000Z", undefined, "Europe/Dublin");
    expect(summer).toEqual({
      text: "Jul 1, 2026 at 9:05 PM",
      title: `Wednesday 1 July 2026, 21:05${IRISH_TIME}`,
      form: "absolute",
    });
    const winter = describeDate("2026-12-01T20:05:00.000Z", undefined, "Europe/Dublin");
    expect(winter).toEqual({
      text: "Dec 1, 2026 at 8:05 PM",
      title: `Tuesday 1 December 2026, 20:05${IRISH_TIME}`,
      form: "absolute",
    });
    expect(formatInIreland("2026-10-31T23:30:00.000Z", "MMMM yyyy")).toBe("October 2026");
    expect(formatInIreland("2026-06-30T23:30:00.000Z", "MMMM yyyy")).toBe("July 2026");
  });
});

describe("relative while recent, a date once older", () => {
  const now = Date.UTC(2026, 10, 25, 12, 0);
  it.each([
    [0, "just now"],
    [59_000, "just now"],
    [MINUTE, "1 minute ago"],
    [59 * MINUTE + 59_000, "59 minutes ago"],
    [HOUR, "1 hour ago"],
    [3 * HOUR + 20 * MINUTE, "3 hours ago"],
    [DAY, "1 day ago"],
    [7 * DAY - 1, "6 days ago"],
    [-2 * DAY - HOUR, "in 2 days"],
    [-MINUTE * 5, "in 5 minutes"],
  ])("%i ms before now is '%s'", (before, text) => {
    expect(relativeTime(now - before, now)).toBe(text);
    expect(describeDate(new Date(now - before).toISOString(), now, "Europe/Dublin").text).toBe(text);
  });

  it("is a date and time a week or more away", () => {
    expect(relativeTime(now - 7 * DAY, now)).toBeNull();
    expect(describeDate("2026-11-18T12:00:00.000Z", now, "Europe/Dublin").text).toBe("Nov 18, 2026 at 12:00 PM");
    expect(describeDate("2026-12-25T09:30:00.000Z", now, "Europe/Dublin").text).toBe("Dec 25, 2026 at 9:30 AM");
  });

  it("has no 'ago' where the page was built ahead of time (no instant to count from)", () => {
    expect(describeDate(new Date(now - HOUR).toISOString(), undefined, "Europe/Dublin").text).toBe(
      "Nov 25, 2026 at 11:00 AM",
    );
  });
});

describe("the reader's own time once hydrated", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("uses the browser's offset for that instant, and no Irish-time note", () => {
    process.env.TZ = "Asia/Tokyo";
    expect(describeDate("2026-11-01T20:05:00.000Z", undefined, "local")).toEqual({
      text: "Nov 2, 2026 at 5:05 AM",
      title: "Monday 2 November 2026, 05:05",
      form: "absolute",
    });
    process.env.TZ = "America/New_York";
    expect(describeDate("2026-07-01T20:05:00.000Z", undefined, "local").title).toBe("Wednesday 1 July 2026, 16:05");
  });
});

describe("dates in another locale (issue #33)", () => {
  it("say 'ago' and the date as the language writes them, Irish time named in it", async () => {
    const runtime = await import("@common/paraglide/runtime.js");
    const english = runtime.getLocale;
    runtime.overwriteGetLocale(() => "pt-br");
    try {
      const iso = "2026-07-01T09:05:00Z";
      const now = Date.parse(iso) + 3 * 60 * 60_000;
      expect(describeDate(iso, now, "Europe/Dublin").text).toBe("há 3 horas");
      const old = describeDate(iso, now + 30 * 24 * 60 * 60_000, "Europe/Dublin");
      expect(old.text).toMatch(/1 de jul\.? de 2026,? 10:05/);
      expect(old.title).toContain("(horário da Irlanda)");
      // A member's first month, in Irish time: 23:30 UTC on 30 June is 1 July in Dublin.
      expect(formatInIreland("2026-06-30T23:30:00.000Z", "MMMM yyyy")).toBe("julho de 2026");
      runtime.overwriteGetLocale(() => "es");
      expect(formatInIreland("2026-10-31T23:30:00.000Z", "MMMM yyyy")).toBe("octubre de 2026");
      runtime.overwriteGetLocale(() => "zh-cn");
      expect(formatInIreland("2026-11-15T12:00:00.000Z", "MMMM yyyy")).toBe("2026年11月");
    } finally {
      runtime.overwriteGetLocale(english);
    }
  });
});
