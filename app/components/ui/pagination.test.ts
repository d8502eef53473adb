import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it("shows the ends and the neighbourhood of the current page otherwise", () => {
    expect(pageWindow(1, 20_000)).toEqual([1, 2, 3, null, 19_999, 20_000]);
    expect(pageWindow(500, 20_000)).toEqual([1, 2, null, 498, 499, 500, 501, 502, null, 19_999, 20_000]);
    expect(pageWindow(20_000, 20_000)).toEqual([1, 2, null, 19_998, 19_999, 20_000]);
  });
});
