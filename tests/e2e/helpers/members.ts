import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { DESKTOP } from "./browser";
import type { startSmtpSink } from "./smtp-sink";
import { runTs, startServer, type TestServer } from "./server";
import { usernameFor } from "../../helpers/members";

/** Every test member's password (not one of the common passwords the site refuses). */
export const PASSWORD = "cliffs-of-moher";

/** The sign-up form's fields for a new member with this address (their username from it, PASSWORD). */
export function signUpForm(email: string): Record<string, string> {
  return {
    intent: "sign-up",
    email,
    username: usernameFor(email),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeToTerms: "on",
  };
}

/**
 * Signs a new member up by posting the sign-up form, opens the confirmation mail's link (which confirms and
 * signs nobody in) and signs in through the form it leads to; returns a browser context signed in as them.
 */
export async function signedInMember(
  browser: Browser,
  serverUrl: string,
  smtp: Awaited<ReturnType<typeof startSmtpSink>>,
  email: string,
  viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce", ...options });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const response = await page.request.post(`${serverUrl}/auth?mode=sign-up`, {
    form: signUpForm(email),
    headers: { Origin: serverUrl },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const link = await smtp.waitForLink(email, /Confirm your email/);
  await page.goto(link);
  await page.waitForURL(/\/auth\?mode=sign-in/);
  await fillSignIn(page, email);
  return { context, page };
}

/** Fills the sign-in form the page shows with a test member's address and PASSWORD; waits for the forum. */
async function fillSignIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.locator("main form").getByRole("button", { name: "Sign In" }).click();
  // Signing in hashes the password and the forum's code loads after it: on CI's machine, with the abuse
  // suite beside this one, that has taken over the context's 10 s once.
  await page.waitForURL(/\/community\/forum/, { timeout: 30_000 });
}

/** Signs in, through the form, a member who signed up before: a new browser context signed in as them. */
export async function signIn(
  browser: Browser,
  serverUrl: string,
  email: string,
  viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce", ...options });
  const page = await context.newPage();
  await page.goto(`${serverUrl}/auth?mode=sign-in`);
  await fillSignIn(page, email);
  return { context, page };
}

/**
 * Gives a member a role as the operator does: `scripts/admin.ts grant` with the server stopped, then the
 * server started again on its port with the same environment. Returns the new server and what the
 * command printed; throws if it failed.
 */
export async function grantRole(
  server: TestServer,
  env: Record<string, string | undefined>,
  email: string,
  role: "moderator" | "admin",
): Promise<{ server: TestServer; output: string }> {
  await server.stop();
  const admin = runTs("scripts/admin.ts", ["grant", email, role], env);
  if ((await admin.exited) !== 0) throw new Error(`admin grant failed: ${admin.output()}`);
  return { server: await startServer({ ...env, PORT: new URL(server.url).port }), output: admin.output() };
}

/**
 * The same member in a browser without JavaScript (a phone whose scripts have not arrived): a new context
 * with their cookies. The context they came from is closed, so that only one of them acts.
 */
export async function sameMemberWithoutJavaScript(
  browser: Browser,
  from: BrowserContext,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
  context.setDefaultTimeout(10_000);
  await context.addCookies(await from.cookies());
  await from.close();
  return { context, page: await context.newPage() };
}
