import type { ShownOnPage } from "./forum/page-tags";
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
  /** What the page being rendered shows, for the pages kept in memory (its loaders add to it). */
  shows: ShownOnPage;
  /** The page is kept in memory once rendered: React renders it whole into one buffer rather than streaming it. */
  wholePage: boolean;
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
