import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawIconSprite, ICON_SPRITE_PATH } from "../../../scripts/icon-sprite";
import { ICON_NAMES } from "./icon-names";

describe("the icon sprite", () => {
  it("is what `npm run icons` draws from ICON_NAMES and lucide-react (run it after adding an icon)", async () => {
    expect(readFileSync(ICON_SPRITE_PATH, "utf8")).toBe(await drawIconSprite());
  });

  it("has one symbol with paths for each name", () => {
    const sprite = readFileSync(ICON_SPRITE_PATH, "utf8");
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id)).toEqual([...ICON_NAMES]);
    for (const [, , shapes] of symbols) expect(shapes).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
  });
});
