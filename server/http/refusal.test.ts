import { describe, expect, it } from "vitest";
import { refusal } from "./refusal";

const LOADING_A_PAGE = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };

describe("a refusal the server writes itself", () => {
  it("is a page in the address's language and direction for a browser loading one, its sentence escaped", async () => {
    const request = new Request("http://localhost/ar/start", { headers: LOADING_A_PAGE });
    const answer = refusal(request, 403, 'أرسل النموذج من <https://example.org> "هنا"', "ar", { "Retry-After": "5" });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("Retry-After")).toBe("5");
    const page = await answer.text();
    expect(page).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">/);
    expect(page).toContain("<p>أرسل النموذج من &lt;https://example.org&gt; &quot;هنا&quot;</p>");
    expect(page).not.toMatch(/<script|<link/);
    const english = await refusal(
      new Request("http://localhost/start", { headers: LOADING_A_PAGE }),
      503,
      "Busy.",
      "en",
    ).text();
    expect(english).toMatch(/^<!doctype html><html lang="en-IE" dir="ltr">/);
  });

  it("is the sentence alone for anything that is not loading a page: a crawler, a script, React Router's fetch", async () => {
    const notLoadingAPage: Record<string, string>[] = [
      {},
      { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" },
      { Accept: "text/html" },
    ];
    for (const headers of notLoadingAPage) {
      const answer = refusal(new Request("http://localhost/es/start.data", { headers }), 429, "Vuelve <pronto>.", "es");
      expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await answer.text()).toBe("Vuelve <pronto>.");
    }
  });
});
