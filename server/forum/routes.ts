import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  editCommentSchema,
  FORUM_MESSAGES,
  FORUM_PAGE_SIZE,
  newCommentSchema,
  newPostSchema,
  reportSchema,
} from "../../common/forum";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/database";
import type { Logger } from "../logger";
import type { ForumFeed } from "../realtime/forum-feed";
import { ServiceError } from "../service-error";
import * as forum from "./service";

const likeSchema = z.object({ liked: z.boolean() });

/** The forum's JSON API. Reads are open to everyone; every write needs a session and is checked here. */
export function forumRoutes({
  auth,
  database,
  feed,
  logger,
}: {
  auth: Auth;
  database: Database;
  feed: ForumFeed;
  logger: Logger;
}) {
  const app = new Hono();
  const db = database.db;

  const viewerId = async (c: Context) => (await auth.api.getSession({ headers: c.req.raw.headers }))?.user.id ?? null;
  async function requireUserId(c: Context, message: string): Promise<string> {
    const id = await viewerId(c);
    if (!id) throw new ServiceError(401, message, "UNAUTHENTICATED");
    return id;
  }
  async function body<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
    // JSON only: a cross-site form cannot send it without a CORS preflight, which we never grant.
    if (!c.req.header("content-type")?.startsWith("application/json")) {
      throw new ServiceError(400, "Send the request as JSON.", "INVALID");
    }
    const json = await c.req.json().catch(() => undefined);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ServiceError(400, parsed.error.issues[0]?.message ?? "Invalid request", "INVALID");
    return parsed.data;
  }

  app.onError((error, c) => {
    if (error instanceof ServiceError) return c.json({ error: error.message, code: error.code }, error.status);
    logger.error({ err: error }, "forum request failed");
    return c.json({ error: "Something went wrong. Please try again." }, 500);
  });
  app.use(async (c, next) => {
    await next();
    if (c.req.method === "GET") c.header("Cache-Control", "no-store");
  });

  app.get("/posts", async (c) => c.json(await feed.listPosts(Number(c.req.query("page") ?? 1), await viewerId(c))));
  // Spec: search errors are logged and give an empty list.
  app.get("/search", async (c) => {
    try {
      return c.json({ results: await forum.searchPosts(db, c.req.query("q") ?? "") });
    } catch (error) {
      logger.error({ err: error }, "post search failed");
      return c.json({ results: [] });
    }
  });
  app.get("/posts/latest", async (c) => c.json({ posts: await forum.latestPosts(db, 3) }));
  app.get("/posts/:id", async (c) => {
    const post = await forum.getPost(db, c.req.param("id"), await viewerId(c));
    if (!post) throw new ServiceError(404, "That post does not exist or was deleted.", "NOT_FOUND");
    return c.json({ post });
  });
  app.get("/posts/:id/page", async (c) => {
    const page = await forum.locatePost(db, c.req.param("id"));
    if (!page) throw new ServiceError(404, "That post does not exist or was deleted.", "NOT_FOUND");
    return c.json({ page, pageSize: FORUM_PAGE_SIZE });
  });
  app.get("/comments/:id/page", async (c) => {
    const found = await forum.locateComment(db, c.req.param("id"));
    if (!found) throw new ServiceError(404, "That comment does not exist or was deleted.", "NOT_FOUND");
    return c.json(found);
  });
  app.get("/posts/:id/comments", async (c) =>
    c.json({ comments: await forum.listComments(db, c.req.param("id"), await viewerId(c)) }),
  );

  app.post("/posts", async (c) => {
    const userId = await requireUserId(c, FORUM_MESSAGES.loginToPost);
    return c.json({ post: await forum.createPost(db, userId, await body(c, newPostSchema)) }, 201);
  });
  app.patch("/posts/:id", async (c) => {
    const userId = await requireUserId(c, FORUM_MESSAGES.loginToChange);
    return c.json({ post: await forum.updatePost(db, userId, c.req.param("id"), await body(c, newPostSchema)) });
  });
  app.delete("/posts/:id", async (c) => {
    const userId = await requireUserId(c, FORUM_MESSAGES.loginToChange);
    await forum.deletePost(db, userId, c.req.param("id"));
    return c.body(null, 204);
  });
  app.post("/posts/:id/comments", async (c) => {
    const userId = await requireUserId(c, FORUM_MESSAGES.loginToComment);
    const comment = await forum.addComment(db, userId, c.req.param("id"), await body(c, newCommentSchema));
    return c.json({ comment }, 201);
  });
  app.patch("/comments/:id", async (c) => {
    const userId = await requireUserId(c, FORUM_MESSAGES.loginToChange);
    const { content } = await body(c, editCommentSchema);
    return c.json({ comment: await forum.updateComment(db, userId, c.req.param("id"), content) });
  });
  app.delete("/comments/:id", async (c) => {
    const userId = await requireUserId(c, FORUM_MESSAGES.loginToChange);
    await forum.deleteComment(db, userId, c.req.param("id"));
    return c.body(null, 204);
  });
  app.put("/posts/:id/like", async (c) => {
    const userId = await requireUserId(c, FORUM_MESSAGES.loginToLike);
    const { liked } = await body(c, likeSchema);
    return c.json(await forum.setPostLike(db, userId, c.req.param("id"), liked));
  });
  app.put("/comments/:id/like", async (c) => {
    const userId = await requireUserId(c, FORUM_MESSAGES.loginToLike);
    const { liked } = await body(c, likeSchema);
    return c.json(await forum.setCommentLike(db, userId, c.req.param("id"), liked));
  });
  app.post("/reports", async (c) => {
    const userId = await requireUserId(c, FORUM_MESSAGES.loginToReport);
    await forum.fileReport(db, userId, await body(c, reportSchema));
    return c.json({ ok: true }, 201);
  });
  return app;
}
