import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { installedVersion } from "../../tests/helpers/installed-version";
import { messagesCalledWithALocale, singleLocaleMessage, singleLocaleRuntime } from "./client-locale-plugin";

const compiled = (key: string) =>
  readFileSync(join(import.meta.dirname, "../../common/paraglide/messages", `${key}.js`), "utf8");

/** Runs a module's source and returns its exports (the message modules import nothing once rewritten). */
async function load(source: string): Promise<Record<string, (...args: unknown[]) => string>> {
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

describe("one client per locale (ADR 0041)", () => {
  it("was written for the installed Paraglide's compiled messages", () => {
    // The tests below run the plugin on messages the installed Paraglide compiled (common/paraglide).
    expect(
      installedVersion("@inlang/paraglide-js"),
      "LOCALE_CHOICE, MESSAGE_EXPORT, RUNTIME_IMPORT, MESSAGE_MODULE and RUNTIME_MODULE in " +
        "scripts/lib/client-locale-plugin.ts, and messageKey and the chunk groups' message paths in vite.config.ts, " +
        "were written for @inlang/paraglide-js 2.25.4: check them against the new output (common/paraglide: one " +
        "module per message, named by its key) and update the pin",
    ).toBe("2.25.4");
  });

  it("rewrites a compiled message to answer in the build's locale only, whatever it is asked", async () => {
    const source = singleLocaleMessage(compiled("ui_glossary"), "ar");
    expect(source).not.toMatch(/^import /m);
    const { ui_glossary } = await load(source);
    expect(ui_glossary!()).toBe("مسرد المصطلحات");
  });

  it("keeps placeholders working", async () => {
    const { ui_page_number: message } = await load(singleLocaleMessage(compiled("ui_page_number"), "es"));
    expect(message!({ number: 7 })).toBe("Página 7");
  });

  it("refuses a message it does not recognise, rather than shipping every locale silently", () => {
    expect(() => singleLocaleMessage("export const x = () => 'x'", "es")).toThrow(/shape/);
  });

  it("finds the messages some code calls in a locale of its choosing", () => {
    const found = messagesCalledWithALocale([
      "m.language_name({}, { locale })",
      "m.locale_suggestion({ language: m.language_name({}, { locale }) }, { locale })",
      "m.ui_glossary()",
      "m.ui_page_number({ page: format(a, b) })",
      "m.post_count({ count }) + m.other(x)",
    ]);
    expect([...found].sort()).toEqual(["language_name", "locale_suggestion"]);
  });

  it("finds the calls in the source that name each language in itself", () => {
    // The mail-language setting lists the six languages, each in its own words.
    const setting = readFileSync(
      join(import.meta.dirname, "../../app/features/settings/mail-language-section.tsx"),
      "utf8",
    );
    expect(messagesCalledWithALocale([setting]).has("language_name")).toBe(true);
  });

  it("gives the client a runtime of constants for its locale", async () => {
    const runtime = await load(singleLocaleRuntime("ar"));
    expect(runtime.getLocale!()).toBe("ar");
    expect(runtime.getTextDirection!()).toBe("rtl");
    expect(runtime.getTextDirection!("es")).toBe("ltr");
    expect(runtime.isLocale!("zh-cn")).toBe(true);
  });
});
