import { SIGN_IN_REQUIRED } from "../common/action-result";

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

export const notFound = (what: string) => new AppError(404, `That ${what} does not exist or was deleted.`, "NOT_FOUND");
export const notYours = (what: string) =>
  new AppError(403, `Only the author can change or delete this ${what}.`, "FORBIDDEN");
export const signInRequired = (message: string) => new AppError(401, message, SIGN_IN_REQUIRED);
