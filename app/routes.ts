import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Mirrors the spec's route table (section 2). One table for every locale (ADR 0069): each locale's pages
 * are the same routes under its basename (/pt-br, /ar…), which react-router.config.ts gives that locale's
 * build and server/locale-clients.ts that locale's request handler. English keeps today's addresses.
 */
export default [
  index("routes/home.tsx"),
  route("terms-and-conditions", "routes/terms.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/confirm", "routes/auth-confirm.tsx"),
  route("auth/cancel-email-change", "routes/auth-cancel-email-change.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("auth/sign-out", "routes/auth-sign-out.tsx"),
  route("auth/two-factor", "routes/auth-two-factor.tsx"),
  route("settings", "routes/settings.tsx"),
  route("settings/recovery-codes", "routes/settings-recovery-codes.ts"),
  route("settings/data/:token", "routes/settings-data.ts"),
  route("dashboard", "routes/dashboard.tsx"),
  route("notifications", "routes/notifications.tsx"),
  route("notifications/unsubscribe", "routes/notifications-unsubscribe.tsx"),
  route("notifications/:id", "routes/notifications-open.ts"),
  route("connection-test", "routes/connection-test.tsx"),
  // Resource routes (loaders without a screen) that enhanced components load with useFetcher.
  route("resources/viewer", "routes/resources-viewer.ts"),
  route("resources/forum-locate", "routes/resources-forum-locate.ts"),
  route("resources/forum-search", "routes/resources-forum-search.ts"),
  route("resources/forum-latest", "routes/resources-forum-latest.ts"),
  route("resources/mentions", "routes/resources-mentions.ts"),
  route("resources/username", "routes/resources-username.ts"),
  route("resources/similar-posts", "routes/resources-similar-posts.ts"),
  route("resources/drafts", "routes/resources-drafts.ts"),
  route("resources/bookmarks", "routes/resources-bookmarks.ts"),
  route("search", "routes/search.tsx"),
  // The first-week checklist: server-rendered, since a signed-in member sees their own ticks.
  route("start", "routes/start.tsx"),
  route("profile/:userId", "routes/profile.tsx"),
  route("u/:username", "routes/user-by-name.ts"),
  route("community/forum", "routes/community-forum.tsx"),
  route("community/forum/c/:category", "routes/community-forum-category.tsx"),
  route("community/forum/new-post", "routes/community-forum-new-post.tsx"),
  route("community/forum/posts/:id", "routes/community-forum-post.tsx"),
  route("community/forum/posts/:id/edit", "routes/community-forum-post-edit.tsx"),
  route("community/forum/posts/:id/comments", "routes/community-forum-post-comments.ts"),
  route("community/forum/posts/:id/answer", "routes/community-forum-post-answer.tsx"),
  // Atom feeds (ADR 0034): static segments, so they rank above :section/:guide and the pages beside them.
  route("community/forum/feed.xml", "routes/community-forum-feed.ts"),
  route("community/forum/c/:category/feed.xml", "routes/community-forum-category-feed.ts"),
  route("community/forum/posts/:id/feed.xml", "routes/community-forum-post-feed.ts"),
  route("community/forum/posts/:id/revisions", "routes/community-forum-post-revisions.tsx"),
  route("community/forum/posts/:id/comments/:commentId/revisions", "routes/community-forum-comment-revisions.tsx"),
  // Private groups (issue #47 item 3, ADR 0061).
  route("groups", "routes/groups.tsx"),
  route("groups/:slug", "routes/groups-group.tsx"),
  route("groups/:slug/feed.xml", "routes/groups-group-feed.ts"),
  route("report", "routes/report.tsx"),
  route("moderation", "routes/moderation.tsx"),
  route("moderation/log", "routes/moderation-log.tsx"),
  route("glossary", "routes/glossary.tsx"),
  // What the service worker shows for a page never saved on this device (ADR 0039).
  route("offline", "routes/offline.tsx"),
  route(":section", "routes/guide-section.tsx"),
  route(":section/:guide", "routes/guide-page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
