import { describe, expect, it } from "vitest";
import { lifetimeOf } from "./stored-pages";

describe("how long a stored page may be served while nothing it shows changes", () => {
  const now = Date.parse("2026-11-30T12:00:00Z");
  const page = (...dates: string[]) => dates.map((date) => `<time dateTime="${date}" title="">x</time>`).join("");

  it("a minute when it tells a date relative to now (within a week, and a day's margin)", () => {
    expect(lifetimeOf("/community/forum/posts/1", page("2024-01-01T00:00:00Z", "2026-11-30T11:00:00Z"), now)).toBe(60);
    expect(lifetimeOf("/community/forum/posts/1", page("2026-11-23T00:00:00Z"), now)).toBe(60);
  });

  it("a minute for a top list of a period or a search of the past week, whose posts leave them as time passes", () => {
    expect(lifetimeOf("/community/forum?sort=top&period=week", page("2024-01-01T00:00:00Z"), now)).toBe(60);
    expect(lifetimeOf("/fr/search?q=pps&date=week", page("2024-01-01T00:00:00Z"), now)).toBe(60);
  });

  it("six hours when every date it shows is told as a date", () => {
    expect(lifetimeOf("/community/forum/posts/1", page("2026-11-21T00:00:00Z", "2024-01-01T00:00:00Z"), now)).toBe(
      6 * 60 * 60,
    );
    expect(lifetimeOf("/search?q=pps", "<p>No dates</p>", now)).toBe(6 * 60 * 60);
  });

  it("six hours for a top list of all time or a search of any date, whose posts stay in them", () => {
    expect(lifetimeOf("/community/forum/c/housing?sort=top&period=all&page=3", page("2024-01-01T00:00:00Z"), now)).toBe(
      6 * 60 * 60,
    );
    expect(lifetimeOf("/fr/search?q=pps&date=any&solved=any", page("2024-01-01T00:00:00Z"), now)).toBe(6 * 60 * 60);
  });
});
