import { describe, expect, it } from "vitest";
import { markForOffline } from "./offline-copies";

describe("what the service worker may keep of a page", () => {
  it("is nothing of a page that shows the account's secrets, and every page says whom it was rendered for", () => {
    const settings = new Headers();
    markForOffline(settings, "secret", true);
    expect(settings.get("X-Offline")).toBe("never");
    expect(settings.get("X-Reader")).toBe("member");
    const forum = new Headers();
    markForOffline(forum, "everyone", false);
    expect(forum.get("X-Offline")).toBeNull();
    expect(forum.get("X-Reader")).toBe("visitor");
    const dashboard = new Headers();
    markForOffline(dashboard, "reader", true);
    expect(dashboard.get("X-Offline")).toBeNull();
  });
});
