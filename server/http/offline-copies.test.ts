import { describe, expect, it } from "vitest";
import { markForOffline, showsSecrets } from "./offline-copies";

describe("pages never kept for offline", () => {
  it("are settings and everything under it, and the sign-in pages, in every language and as .data", () => {
    for (const path of [
      "/settings",
      "/settings.data",
      "/settings/recovery-codes",
      "/settings/data/abc",
      "/es/settings",
      "/ar/settings.data",
      "/pt-br/settings/recovery-codes",
      "/auth",
      "/auth/two-factor",
      "/zh-cn/auth/reset-password",
    ]) {
      expect(showsSecrets(path), path).toBe(true);
    }
    for (const path of [
      "/dashboard",
      "/notifications",
      "/es/dashboard.data",
      "/settingsx",
      "/author",
      "/community/forum",
    ]) {
      expect(showsSecrets(path), path).toBe(false);
    }
  });

  it("are marked X-Offline: never, and every page says whom it was rendered for", () => {
    const settings = new Headers();
    markForOffline(settings, "/uk/settings", true);
    expect(settings.get("X-Offline")).toBe("never");
    expect(settings.get("X-Reader")).toBe("member");
    const forum = new Headers();
    markForOffline(forum, "/community/forum", false);
    expect(forum.get("X-Offline")).toBeNull();
    expect(forum.get("X-Reader")).toBe("visitor");
  });
});
