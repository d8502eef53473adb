/** A refusal by a service, which the routes turn into an HTTP status and the message the screen shows. */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 423 | 429,
    message: string,
    readonly code: string = "FORUM_ERROR",
  ) {
    super(message);
  }
}

export const notFound = (what: string) =>
  new ServiceError(404, `That ${what} does not exist or was deleted.`, "NOT_FOUND");
export const notYours = (what: string) =>
  new ServiceError(403, `Only the author can change or delete this ${what}.`, "FORBIDDEN");
