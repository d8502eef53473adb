import type { PageTags } from "./forum/page-tags";
import type { Viewer } from "./identity";
import type { Runtime } from "./runtime";

/**
 * What every loader, action and API handler receives for one request: the process's runtime, the
 * request id, the client's address (the one place that knows TRUST_PROXY decides it), the nonce of the
 * page's Content-Security-Policy and the viewer, resolved at most once per request however many loaders ask.
 */
export type RequestContext = Runtime & {
  requestId: string;
  clientAddress: string;
  /** The Content-Security-Policy nonce of this request: the page's inline scripts carry it. */
  cspNonce: string;
  viewer(): Promise<Viewer | null>;
  /** The viewer if something in this request has asked for them already, without asking the database. */
  viewerIfAsked(): Promise<Viewer | null> | undefined;
  /**
   * The tags of what the page being rendered shows (server/forum/page-tags.ts): its loaders add to them as
   * they read, and a change to any of them drops the page from memory and the store.
   */
  pageTags: PageTags;
  /**
   * React renders the page whole into one buffer rather than streaming it: set when the page may be kept
   * once rendered (server/http/pages-in-memory.ts).
   */
  renderWhole: boolean;
  /** Set when a loader failed because the database was overloaded or away: the page then answers 503, not 500. */
  databaseUnavailable: boolean;
};

type RequestContextMembers = RequestContext;
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContextMembers {}
}

/** The Hono environment of the app and its sub-apps: each request's id and context (set in server/app.ts). */
export type AppEnv = {
  Variables: { requestId: string; context: RequestContext };
};
