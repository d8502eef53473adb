import { afterEach, expect, it } from "vitest";
import { baseLocale } from "@common/i18n";
import { overwriteGetLocale } from "@common/paraglide/runtime.js";
import { formatDay } from "./day-format";

afterEach(() => overwriteGetLocale(() => baseLocale));

it("writes a day in Irish English, and in the page's language when it has another", () => {
  expect(formatDay("2026-11-22")).toBe("22 November 2026");
  overwriteGetLocale(() => "pt-br");
  expect(formatDay("2026-11-22")).toBe("22 de novembro de 2026");
  overwriteGetLocale(() => "ar");
  expect(formatDay("2026-11-22")).toMatch(/22.+2026/);
});
