import { describe, expect, it } from "vitest";
import { actionsFor } from "./moderation-form";

describe("actionsFor", () => {
  it("offers Suspend and Ban for a member, or only Lift suspension while they are suspended", () => {
    expect(actionsFor({ targetType: "user" })).toEqual(["suspend", "ban"]);
    expect(actionsFor({ targetType: "user", suspended: true, hasReports: true })).toEqual(["dismiss", "unsuspend"]);
  });

  it("offers no Suspend or Ban for the author of a post or comment who is suspended already", () => {
    const post = { targetType: "post" as const, visibility: "visible" };
    expect(actionsFor(post)).toEqual(["hide", "remove", "lock", "pin", "suspend", "ban"]);
    expect(actionsFor({ ...post, suspended: true })).toEqual(["hide", "remove", "lock", "pin"]);
    expect(actionsFor({ targetType: "comment", visibility: "hidden", suspended: true })).toEqual(["unhide", "remove"]);
  });

  it("offers a private group's moderator what they may do: no pin, no suspension, no ban (ADR 0061)", () => {
    const post = { targetType: "post" as const, visibility: "visible", groupModerator: true };
    expect(actionsFor(post)).toEqual(["hide", "remove", "lock"]);
    expect(actionsFor({ ...post, visibility: "pending", hasReports: true })).toEqual(["dismiss", "approve", "remove"]);
    expect(actionsFor({ targetType: "comment", visibility: "hidden", groupModerator: true })).toEqual([
      "unhide",
      "remove",
    ]);
  });
});
