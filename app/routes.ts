import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Mirrors the spec's route table (section 2). */
export default [
  index("routes/home.tsx"),
  route("terms-and-conditions", "routes/terms.tsx"),
  route(":section", "routes/guide-section.tsx"),
  route(":section/:guide", "routes/guide-page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
