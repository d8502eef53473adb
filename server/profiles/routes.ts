import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES, profileUpdateSchema } from "../../common/profile";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/database";
import { ServiceError } from "../service-error";
import type { Logger } from "../logger";
import { getAvatar, setAvatar, updateProfile } from "./service";

/** /api/profiles: owner-only profile changes. /storage/avatars: the avatar images. */
export function profileRoutes({ auth, database, logger }: { auth: Auth; database: Database; logger: Logger }) {
  const api = new Hono();
  const db = database.db;

  async function requireUserId(c: Context): Promise<string> {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ServiceError(401, "You must be logged in to change a profile.", "UNAUTHENTICATED");
    return session.user.id;
  }

  api.onError((error, c) => {
    if (error instanceof ServiceError) return c.json({ error: error.message, code: error.code }, error.status);
    logger.error({ err: error }, "profile request failed");
    return c.json({ error: "Something went wrong. Please try again." }, 500);
  });

  api.patch("/:id", async (c) => {
    const userId = await requireUserId(c);
    if (!c.req.header("content-type")?.startsWith("application/json")) {
      throw new ServiceError(400, "Send the request as JSON.", "INVALID");
    }
    const parsed = profileUpdateSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw new ServiceError(400, parsed.error.issues[0]?.message ?? "Invalid profile", "INVALID");
    return c.json({ profile: await updateProfile(db, userId, c.req.param("id"), parsed.data) });
  });

  api.put(
    "/:id/avatar",
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES,
      onError: (c) => c.json({ error: PROFILE_MESSAGES.avatarTooLarge, code: "AVATAR_TOO_LARGE" }, 413),
    }),
    async (c) => {
      const userId = await requireUserId(c);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json({ avatarUrl: await setAvatar(db, userId, c.req.param("id"), bytes) });
    },
  );

  const storage = new Hono();
  storage.get("/avatars/:userId/avatar.webp", async (c) => {
    const image = await getAvatar(db, c.req.param("userId"));
    if (!image) return c.notFound();
    return c.body(new Uint8Array(image), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    });
  });

  return { api, storage };
}
