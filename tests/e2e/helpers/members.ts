import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP } from "./browser";
import type { startSmtpSink } from "./smtp-sink";

/**
 * Signs a new member up by posting the sign-up form and opening the confirmation mail's link, then returns a browser
 * context that is signed in as them.
 */
export async function signedInMember(
  browser: Browser,
  serverUrl: string,
  smtp: Awaited<ReturnType<typeof startSmtpSink>>,
  email: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const response = await page.request.post(`${serverUrl}/auth?mode=sign-up`, {
    form: { intent: "sign-up", email, password: "secret1", confirmPassword: "secret1", agreeToTerms: "on" },
    headers: { Origin: serverUrl },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const link = await smtp.waitForLink(email, /Confirm your email/);
  await page.goto(link);
  await page.waitForURL(/\/community\/forum/);
  return { context, page };
}
