import { describe, expect, it } from "vitest";
import { buildGuideIndex } from "./guide-index";
import { searchGuides } from "./guide-search";

const index = buildGuideIndex();
const first = (query: string) => searchGuides(index, query)[0]?.items[0]?.href;

describe("guide search", () => {
  it("lists the spec's groups in order when the query is empty", () => {
    const groups = searchGuides(index, "");
    expect(groups.map((g) => g.group)).toEqual([
      "Housing",
      "Transport",
      "Education",
      "Healthcare",
      "Finance",
      "Community",
      "Legal",
      "Jobs and Career",
    ]);
    expect(groups.find((g) => g.group === "Community")?.items.map((i) => i.href)).toContain("/community/forum");
    expect(groups.find((g) => g.group === "Jobs and Career")?.items).toHaveLength(7);
  });

  it("finds guides by words inside them, best match first", () => {
    expect(first("leap")).toBe("/transport/transport-cards");
    expect(first("irp")).toBe("/legal/gnib-registration");
    expect(first("pps")).toBe("/legal/pps-application");
    expect(first("Burgh Quay")).toBe("/legal/gnib-registration");
    expect(first("scholar")).toBe("/education/scholarships");
  });

  it("finds nothing for words that are nowhere", () => {
    expect(searchGuides(index, "zzzyxq")).toEqual([]);
  });
});
