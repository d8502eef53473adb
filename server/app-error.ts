import { SIGN_IN_REQUIRED } from "../common/action-result";
import { m } from "../common/i18n";

export { SIGN_IN_REQUIRED };
/**
 * The one refusal every service throws: an HTTP status, a code, the message the screen shows, and the
 * form field it is about (if any). `server/http/actions.ts` turns it into action data or a JSON body.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 500 | 503,
    message: string,
    readonly code: string = "INVALID",
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  /** For a 429: when to try again (sent as Retry-After). */
  retryAfterSeconds?: number;
  /** The toast's title when the spec names one for this refusal (e.g. 'Avatar Upload Error'). */
  title?: string;
  /** Every field in error and its message, when a form had several problems at once. */
  fieldErrors?: Record<string, string>;
}

const NOT_FOUND = {
  post: m.server_not_found_post,
  comment: m.server_not_found_comment,
  member: m.server_not_found_member,
  user: m.server_not_found_user,
  notification: m.server_not_found_notification,
};
const NOT_YOURS = { post: m.server_not_yours_post, comment: m.server_not_yours_comment };
/** "That post does not exist or was deleted.", in the request's language. */
export const notFound = (what: keyof typeof NOT_FOUND) => new AppError(404, NOT_FOUND[what](), "NOT_FOUND");
/** "Only the author can change or delete this post.", in the request's language. */
export const notYours = (what: keyof typeof NOT_YOURS) => new AppError(403, NOT_YOURS[what](), "FORBIDDEN");
export const signInRequired = (message: string) => new AppError(401, message, SIGN_IN_REQUIRED);
