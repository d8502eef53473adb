import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { COMMENT_DATE, formatUtc, POST_DATE } from "./dates";

const PATTERNS = [POST_DATE, COMMENT_DATE, "EEEE d MMMM yyyy, HH:mm", "d MMM yyyy, HH:mm"];

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
