import type { Toast } from "../../common/action-result";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { requireMember, type Viewer } from "../identity";
import type { MailMessage } from "../mail/mailer";
import type { RequestContext } from "../request-context";
import type { Auth } from "./auth";
import { authHeaders } from "./better-auth-calls";
import { sendNotice } from "./notices";

/**
 * What an account use case is given (ADR 0029, accounts): the forum's UseCaseContext (database, time) with
 * what accounts need besides. Most account actions have no signed-in member yet (sign-in, sign-up, a reset),
 * so the viewer may be null; better-auth reads the visitor's cookies and address from the request's
 * headers, and the use case's answer may carry the cookies it set.
 */
export interface AccountContext {
  db: Db;
  auth: Auth;
  config: Config;
  /** The time of the request: what a security notice says the change happened at. */
  now: Date;
  /** Who is asking, as better-auth needs to see them. */
  client: {
    /** The client's address (TRUST_PROXY decides it): the abuse limits count by it. */
    address: string;
    /** The request's headers with our client address: the cookies, user agent and address better-auth reads. */
    headers: Headers;
    /** The browser, for security notices ("Firefox on Windows"). */
    userAgent: string | null;
  };
  /** The signed-in member, if any. */
  viewer: Viewer | null;
  /** Sends a security notice to an account's address; a mail failure is logged, never the member's problem. */
  notify(message: MailMessage): Promise<void>;
  /** Writes an account event to the log, with the request's id (the spec's "multi-factor challenge verified"). */
  log(event: string, fields?: Record<string, unknown>): void;
}

/** The context of a use case only a signed-in member can run (settings). */
export type MemberAccountContext = AccountContext & { viewer: Viewer };

/**
 * What an account use case resolves with: the toast and, where the screen needs them, the cookies
 * better-auth set (`headers`), where to go next (`redirectTo`) and data for the page. `runAction` sends
 * them on as the HTTP answer; a refusal is an AppError, as everywhere.
 */
export interface AccountOutcome {
  headers?: Headers;
  toast?: Toast;
  redirectTo?: string;
  data?: unknown;
}

/** One thing a visitor does to an account, in a file named for it: the input is what the route read. */
export type AccountUseCase<Input, Output = AccountOutcome> = (context: AccountContext, input: Input) => Promise<Output>;

/** The same, for a signed-in member. */
export type MemberAccountUseCase<Input, Output = AccountOutcome> = (
  context: MemberAccountContext,
  input: Input,
) => Promise<Output>;

/** The context of an account use case run by this request, built once by its route. */
export async function accountContext(context: RequestContext, request: Request): Promise<AccountContext> {
  return {
    db: context.database.db,
    auth: context.auth,
    config: context.config,
    now: new Date(),
    client: {
      address: context.clientAddress,
      headers: authHeaders(context, request),
      userAgent: request.headers.get("user-agent"),
    },
    viewer: await context.viewer(),
    notify: (message) => sendNotice(context, message),
    log: (event, fields) => context.logger.info({ reqId: context.requestId, ...fields }, event),
  };
}

/** The same for a member: the signed-in member, or `signInMessage` as a 401. */
export async function memberAccountContext(
  context: RequestContext,
  request: Request,
  signInMessage: string,
): Promise<MemberAccountContext> {
  const account = await accountContext(context, request);
  return { ...account, viewer: requireMember(account.viewer, signInMessage) };
}
