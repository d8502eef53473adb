import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Mirrors the spec's route table (section 2). */
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
  route("dashboard", "routes/dashboard.tsx"),
  route("connection-test", "routes/connection-test.tsx"),
  // Resource routes (loaders without a screen) that enhanced components load with useFetcher.
  route("resources/viewer", "routes/resources-viewer.ts"),
  route("resources/forum-locate", "routes/resources-forum-locate.ts"),
  route("resources/forum-search", "routes/resources-forum-search.ts"),
  route("resources/forum-latest", "routes/resources-forum-latest.ts"),
  route("search", "routes/search.tsx"),
  // The first-week checklist: server-rendered, since a signed-in member sees their own ticks.
  route("start", "routes/start.tsx"),
  route("profile/:userId", "routes/profile.tsx"),
  route("community/forum", "routes/community-forum.tsx"),
  route("community/forum/new-post", "routes/community-forum-new-post.tsx"),
  route("community/forum/posts/:id", "routes/community-forum-post.tsx"),
  route("community/forum/posts/:id/edit", "routes/community-forum-post-edit.tsx"),
  route("community/forum/posts/:id/comments", "routes/community-forum-post-comments.ts"),
  route("report", "routes/report.tsx"),
  route("moderation", "routes/moderation.tsx"),
  route("moderation/log", "routes/moderation-log.tsx"),
  route("glossary", "routes/glossary.tsx"),
  route(":section", "routes/guide-section.tsx"),
  route(":section/:guide", "routes/guide-page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
