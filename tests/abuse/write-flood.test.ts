import { describe, expect, it } from "vitest";
import { FLOOD_LIMITS } from "../../server/forum/limits";
import { newPost, serverForThisFile, signedUpMember } from "./helpers";

/**
 * Finding 3: likes, profile edits and avatar changes had no rate limit, and each made every open tab
 * refetch. One member here sends 200 likes and unlikes in well under a minute.
 */
const suite = serverForThisFile();

describe("a member flooding likes", () => {
  it("is limited: at most the like limit is acknowledged, the rest are 429 with when to try again", async () => {
    const member = await signedUpMember(suite, "flood@example.com");
    const postId = await newPost(member, "Where to buy a second-hand bike?");
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const response = await member.submit(`/community/forum/posts/${postId}`, {
        intent: "like-post",
        liked: String(i % 2 === 0),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      await response.body?.cancel();
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    const acknowledged = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(acknowledged + refused).toBe(200);
    // A new member's limit (60 in 10 minutes) or an established one's (120): either way, far below 200.
    expect(acknowledged).toBeLessThanOrEqual(FLOOD_LIMITS.like.max);
    expect(refused).toBeGreaterThanOrEqual(200 - FLOOD_LIMITS.like.max);
  });
});
