import { beforeAll, describe, expect, it } from "vitest";
import { fakeStorage, inlineScriptText, runInPage } from "../../../tests/helpers/inline-script";
import { TYPED_EMAIL_FRESH_MS, TYPED_EMAIL_KEY } from "./typed-email";

let script: string;
beforeAll(async () => {
  script = await inlineScriptText(`${import.meta.dirname}/keep-typed-email.ts`);
});

const NOW = Date.parse("2026-12-02T10:00:00Z");

/** The sign-in form's page as the script leaves it: the email field, what it keeps, and typing in the field. */
function signInPage({ kept = {} as Record<string, string>, value = "", form = true, refused = false } = {}) {
  const listeners: Record<string, () => void> = {};
  const input = {
    value,
    addEventListener: (type: string, run: () => void) => (listeners[type] = run),
  };
  const storage = fakeStorage(kept, { refused });
  const elements = { namedItem: (name: string) => (name === "email" ? input : null) };
  runInPage(script, {
    sessionStorage: storage,
    Date: { now: () => NOW },
    document: {
      querySelector: (selector: string) => (form && selector === "form[data-auth-form]" ? { elements } : null),
    },
  });
  const type = (text: string) => {
    input.value = text;
    listeners.input?.();
  };
  return { input, kept: storage.items, type };
}

const keptAt = (email: string, at: number) => ({ [TYPED_EMAIL_KEY]: JSON.stringify({ email, at }) });

describe("the sign-in form's script that keeps the typed email in this tab", () => {
  it("keeps the email as it is typed", () => {
    const page = signInPage();
    page.type("aoife@example.com");
    expect(JSON.parse(page.kept[TYPED_EMAIL_KEY]!)).toEqual({ email: "aoife@example.com", at: NOW });
  });

  it("puts a freshly kept email back in an empty field, not a stale one, nor over what is there", () => {
    expect(signInPage({ kept: keptAt("aoife@example.com", NOW - 1000) }).input.value).toBe("aoife@example.com");
    expect(signInPage({ kept: keptAt("aoife@example.com", NOW - TYPED_EMAIL_FRESH_MS) }).input.value).toBe("");
    expect(signInPage({ kept: keptAt("aoife@example.com", NOW), value: "brian@example.com" }).input.value).toBe(
      "brian@example.com",
    );
  });

  it("does nothing without the form, with storage refused or with a kept value that is not JSON", () => {
    expect(signInPage({ form: false, kept: keptAt("aoife@example.com", NOW) }).input.value).toBe("");
    const refused = signInPage({ refused: true });
    refused.type("aoife@example.com");
    expect(refused.kept).toEqual({});
    expect(signInPage({ kept: { [TYPED_EMAIL_KEY]: "{not json" } }).input.value).toBe("");
  });
});
