import type { Page } from "playwright-core";

/**
 * Posts a form as a browser without JavaScript would (a native form submission), with the member's
 * cookies: for setting up data quickly. Answers the redirect's Location.
 */
export async function postForm(page: Page, serverUrl: string, path: string, form: Record<string, string>) {
  const response = await page.request.post(`${serverUrl}${path}`, {
    form,
    headers: { Origin: serverUrl, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response.headers()["location"]!;
}

/** Creates a post through the new-post action and answers its id. */
export async function createPostQuickly(page: Page, serverUrl: string, title: string, content = "Posted for a test") {
  const location = await postForm(page, serverUrl, "/community/forum/new-post", {
    title,
    content,
    category: "general",
  });
  return location.split("/posts/")[1]!;
}
