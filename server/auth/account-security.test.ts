import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "../../common/paraglide/runtime.js";
import { base32Decode, totp } from "../../tests/helpers/totp";
import { describeBrowser } from "./sessions";
import { otpauthUri } from "./two-factor/codes";

describe("describeBrowser", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it("words the device in the reader's language, keeping the names of browsers and systems", () => {
    const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
    overwriteGetLocale(() => "es");
    expect(describeBrowser(firefox)).toBe("Firefox en Windows");
    expect(describeBrowser(null)).toBe("Un navegador desconocido");
    overwriteGetLocale(() => "ar");
    expect(describeBrowser(firefox)).toBe("Firefox على Windows");
  });

  it("names the browser and the system in plain words", () => {
    const cases: [string | null, string][] = [
      ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
        "Safari on iOS",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
        "Chrome on Android",
      ],
      [
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
        "Edge on macOS",
      ],
      ["curl/8.5.0", "An unknown browser"],
      ["", "An unknown browser"],
      [null, "An unknown browser"],
    ];
    for (const [userAgent, expected] of cases) expect(describeBrowser(userAgent), String(userAgent)).toBe(expected);
  });
});

describe("otpauthUri", () => {
  it("is the key URI authenticator apps read: the secret's bytes in base32, the issuer, 6 digits every 30 s", () => {
    // RFC 6238's SHA-1 test key; its base32 form is well known.
    const uri = new URL(otpauthUri("12345678901234567890", "ana@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Ireland Guide:ana@example.com");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
      issuer: "Ireland Guide",
      digits: "6",
      period: "30",
    });
    // And the tests' own RFC 6238 code generator agrees with the RFC's vector (T = 59 s: 94287082).
    expect(base32Decode(uri.searchParams.get("secret")!).toString()).toBe("12345678901234567890");
    expect(totp(uri.searchParams.get("secret")!, 59_000)).toBe("287082");
  });
});
