import { Hono } from "hono";
import type { Database } from "../db/database";
import { getAvatar } from "./read";

/** /storage/avatars/{memberId}/avatar.webp: the avatar images, cached for an hour (URLs carry ?t=). */
export function avatarRoute(database: Database) {
  const storage = new Hono();
  storage.get("/avatars/:userId/avatar.webp", async (c) => {
    const image = await getAvatar(database.db, c.req.param("userId"));
    if (!image) return c.notFound();
    return c.body(new Uint8Array(image), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    });
  });
  return storage;
}
