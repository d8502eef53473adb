import type { Config } from "./config";
import type { Db } from "./db/database";
import { requireMember, type Viewer } from "./identity";
import type { RequestContext } from "./request-context";

/**
 * What every use case is given (ADR 0029): the database, the member acting, the time of the request and
 * the site's settings.
 * What a write changed is published by the database as it commits (ADR 0028): a use case publishes nothing
 * by hand.
 */
export interface UseCaseContext {
  db: Db;
  actor: Viewer;
  now: Date;
  /** The site's settings (e.g. NEW_MEMBER_HOURS). */
  config: Config;
}

/**
 * One thing a member does, in a file named for it: it takes the input its route parsed (with the form's
 * own zod schema), checks what only the database knows (the item is theirs, can be seen, is open, the
 * limits), writes in one transaction and resolves with what the screen shows. A refusal is an AppError
 * (status, message, field): `runAction` (server/http/actions.ts) turns it into the HTTP answer and the
 * form's message, in one place.
 */
export type UseCase<Input, Output> = (context: UseCaseContext, input: Input) => Promise<Output>;

/** The context for a use case run by this request: the member, or `signInMessage` as a 401. */
export async function actingContext(context: RequestContext, signInMessage: string): Promise<UseCaseContext> {
  return actingContextOf(context, requireMember(await context.viewer(), signInMessage));
}

/** The same, for a member the route has already required (a page only members open). */
export function actingContextOf(context: RequestContext, actor: Viewer): UseCaseContext {
  return { db: context.database.db, actor, now: new Date(), config: context.config };
}
