import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP } from "./browser";
import type { startSmtpSink } from "./smtp-sink";

/**
 * Signs a new member up through the real API and the confirmation mail, then returns a browser
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
  const response = await page.request.post(`${serverUrl}/api/auth/sign-up/email`, {
    data: { email, password: "secret1", name: "" },
    headers: { Origin: serverUrl },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const link = await smtp.waitForLink(email, /Confirm your email/);
  await page.goto(link);
  await page.waitForURL(/\/community\/forum/);
  return { context, page };
}
