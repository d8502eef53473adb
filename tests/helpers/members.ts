import type { TestApp, TestBrowser } from "./test-app";

/**
 * A confirmed, signed-in member in a browser of their own, made through better-auth's server API (the
 * account screens have tests of their own): sign up, confirm by the mailed token, sign in.
 */
export async function signedInMember(t: TestApp, email: string, password = "secret1"): Promise<TestBrowser> {
  await t.auth.api.signUpEmail({ body: { email, password, name: "" } });
  await t.auth.api.verifyEmail({ query: { token: t.lastMailTo(email).token } });
  const { headers } = await t.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const browser = t.browser();
  for (const setCookie of headers.getSetCookie()) {
    const [pair] = setCookie.split(";");
    const [name, ...value] = pair!.split("=");
    browser.cookies.set(name!.trim(), value.join("="));
  }
  return browser;
}

/** A post by the browser's member, made through the new-post action (as a page with JavaScript would); its id. */
export async function postAs(browser: TestBrowser, title: string, content = "Posted for a test"): Promise<string> {
  const result = await browser.submit("/community/forum/new-post", { title, content, category: "general" });
  if (!result.redirect?.includes("#post-")) throw new Error(`new post refused: ${JSON.stringify(result.data)}`);
  return result.redirect.split("#post-")[1]!;
}
