import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("resolves the viewer once per request, however many loaders ask (root, page)", async () => {
  const member = await signedInMember(t, "once@example.com");
  const getSession = vi.spyOn(t.auth.api, "getSession");
  const page = await member.request("/community/forum");
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("once@example.com"); // the header's menu knows who is signed in
  expect(getSession).toHaveBeenCalledTimes(1);
  getSession.mockClear();
  await member.load("/community/forum"); // root + page loaders in one .data request
  expect(getSession).toHaveBeenCalledTimes(1);
  getSession.mockRestore();
});

it("does not look for a session when the request carries no cookie", async () => {
  const getSession = vi.spyOn(t.auth.api, "getSession");
  expect((await t.browser().request("/community/forum")).status).toBe(200);
  expect(getSession).not.toHaveBeenCalled();
  getSession.mockRestore();
});
