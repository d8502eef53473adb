import { data } from "react-router";
import { redirect } from "../../common/locale-path";
import type { z } from "zod";
import { m } from "../../common/i18n";
import { UNEXPECTED, type ActionFailure, type ActionSuccess, type Toast } from "../../common/action-result";
import { safeRedirectPath } from "../../common/redirect-to";
import { withoutHiddenCharacters } from "../../common/member-text";
import { AppError, SIGN_IN_REQUIRED } from "../app-error";
import type { RequestContext } from "../request-context";
import type { Viewer } from "../identity";
import { isDatabaseUnavailable } from "../db/database";
import { enforceRateLimit, WRITE_LIMITS } from "../rate-limit";
import { actingContext, type UseCaseContext } from "../use-case";
import { setFlash } from "./flash";

/** Form bodies larger than this are refused before parsing (the profile form, with its image, passes its own). */
const FORM_MAX_BYTES = 256 * 1024;

/**
 * A native form submission (no JavaScript, or JavaScript not loaded yet): the browser navigates, so a
 * successful write answers with a redirect (post/redirect/get). Fetcher and <Form> submissions made by
 * React Router's client are `fetch` calls and get data instead.
 */
export function isDocumentRequest(request: Request): boolean {
  return request.headers.get("sec-fetch-mode") === "navigate" || request.headers.get("sec-fetch-dest") === "document";
}

/**
 * The request's form fields. A body that is not a form, or too large, ends the request here with a 4xx
 * (thrown as a response, so the page's error boundary shows it): only a hand-made request gets this.
 */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const refuse = (error: AppError) => data(failure(error, null), { status: error.status });
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
    throw refuse(new AppError(415, m.server_send_as_web_form(), "UNSUPPORTED_MEDIA_TYPE"));
  }
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > maxBytes) throw refuse(new AppError(413, m.server_form_too_large(), "TOO_LARGE"));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refuse(new AppError(400, m.server_form_unreadable(), "INVALID"));
  }
  // PostgreSQL cannot store a NUL character in text: refuse it here rather than fail at the database.
  for (const [, value] of form) {
    if (typeof value === "string" && value.includes("\u0000")) {
      throw refuse(new AppError(400, m.server_form_bad_character(), "INVALID"));
    }
  }
  return withoutHiddenFormCharacters(form);
}

const PASSWORD_FIELDS = ["password", "currentPassword", "newPassword"];
const isPasswordField = (name: string) =>
  PASSWORD_FIELDS.some((password) => name.toLowerCase().includes(password.toLowerCase()));

/**
 * Every text field without the characters that have no place in a page (common/member-text.ts), taken out
 * as the form is read, so that no route has to remember to: what a member writes is stored, echoed back
 * and checked for length without them. A password is the member's secret as typed, and is left alone.
 */
function withoutHiddenFormCharacters(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form) {
    cleaned.append(name, typeof value === "string" && !isPasswordField(name) ? withoutHiddenCharacters(value) : value);
  }
  return cleaned;
}

/** The text fields of a form, as typed: echoed back on failure so that nothing typed is lost. */
function textFields(form: FormData) {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !isPasswordField(key)) {
      fields[key] = value;
    }
  }
  return fields;
}

/** Checks `input` with the same zod schema the form uses; the first problem names its field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  const error = new AppError(
    400,
    issue?.message ?? m.server_check_form(),
    "INVALID",
    field ? String(field) : undefined,
  );
  const fieldErrors: Record<string, string> = {};
  for (const { path, message } of parsed.error.issues) {
    const name = path[0];
    if (name !== undefined) fieldErrors[String(name)] ??= message;
  }
  if (Object.keys(fieldErrors).length > 1) error.fieldErrors = fieldErrors;
  throw error;
}

/** For pages only members see: anonymous visitors go to /auth and come back afterwards. */
export async function requireViewerOrSignIn(context: RequestContext, request: Request): Promise<Viewer> {
  const viewer = await context.viewer();
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return viewer;
}

/** Where the visitor was: the form's `redirectTo` (same-origin paths only), or the given fallback. */
export function returnPath(form: FormData | null, fallback: string): string {
  const value = form?.get("redirectTo");
  return safeRedirectPath(typeof value === "string" ? value : null, fallback);
}

export async function redirectWithToast(to: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setFlash(toast));
  return redirect(to, { ...init, headers });
}

/**
 * Runs one write and answers in the one shape every screen reads:
 * - success: `{ ok: true, toast, data }`, or for a native form post a redirect to `redirectTo` with the
 *   toast as a flash message;
 * - an AppError: `{ ok: false, error, fields }` with its status (a native post signed out is sent to
 *   /auth and back);
 * - anything else is a bug or an outage: logged, and answered as an `UNEXPECTED` refusal (500) that the
 *   running page shows as a toast; a native form post gets the error screen.
 */
type WriteOutcome = { toast?: Toast; data?: unknown; redirectTo?: string; headers?: Headers } | void;
type OutcomeData<O> = O extends { data?: infer D } ? D : undefined;

interface RunActionOptions {
  /** Where a native post returns to (its form's `redirectTo` first); by default the address it was sent to. */
  returnTo?: string;
  /**
   * The write counts itself against a limit of its own and not against the ceilings on all writes
   * (a draft's autosave, ADR 0032: typing must not use up the member's budget for posting).
   */
  ownLimitOnly?: boolean;
}

export async function runAction<O extends WriteOutcome>(
  request: Request,
  context: RequestContext,
  form: FormData | null,
  write: () => Promise<O>,
  options: RunActionOptions = {},
): Promise<ActionSuccess<OutcomeData<O>> | ActionFailure | Response> {
  const document = isDocumentRequest(request);
  const here = new URL(request.url);
  const back = returnPath(form, options.returnTo ?? here.pathname + here.search);
  try {
    if (!options.ownLimitOnly) await limitWrites(context);
    const outcome = ((await write()) ?? {}) as Exclude<WriteOutcome, void>;
    // The write published what it changed as it committed; the answer waits until this process's caches
    // have heard it, so the writer's next page shows their write (the caches listen: nothing drops them here).
    await context.forumChanges.caughtUp();
    if (outcome.redirectTo || document) {
      const to = outcome.redirectTo ?? back;
      const init = { headers: outcome.headers };
      return outcome.toast ? redirectWithToast(to, outcome.toast, init) : redirect(to, init);
    }
    const success: ActionSuccess<OutcomeData<O>> = {
      ok: true,
      toast: outcome.toast,
      data: outcome.data as OutcomeData<O>,
    };
    return outcome.headers ? (data(success, { headers: outcome.headers }) as unknown as typeof success) : success;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof AppError)) {
      // A bug or an outage. A page posted without JavaScript shows the error screen; a form on a page
      // that is running gets a refusal it can show as a toast, so that what was typed stays in the form.
      // An overloaded or restarting database is not a bug: the answer says to try again shortly (503, Retry-After).
      if (isDatabaseUnavailable(error)) {
        context.logger.warn({ reqId: context.requestId, err: error }, "action refused: database unavailable");
        const headers = { "Retry-After": String(OVERLOADED_RETRY_AFTER_SECONDS) };
        if (document) throw data(m.server_overloaded(), { status: 503, headers });
        const busy = new AppError(503, m.server_overloaded(), UNEXPECTED);
        return data(failure(busy, form), { status: 503, headers }) as unknown as ActionFailure;
      }
      if (document) throw error;
      context.logger.error({ reqId: context.requestId, err: error }, "action failed");
      const unexpected = new AppError(500, m.server_something_went_wrong(), UNEXPECTED);
      return data(failure(unexpected, form), { status: 500 }) as unknown as ActionFailure;
    }
    if (document && error.code === SIGN_IN_REQUIRED) {
      throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
    }
    context.logger.debug({ reqId: context.requestId, code: error.code }, "action refused");
    const headers = new Headers();
    if (error.retryAfterSeconds) headers.set("Retry-After", String(error.retryAfterSeconds));
    return data(failure(error, form), { status: error.status, headers }) as unknown as ActionFailure;
  }
}

/**
 * A member's write, opened as every member's form opens (issue #49 item 6): the form read within its limit
 * (`maxBytes`, FORM_MAX_BYTES by default), the member who sends it as the use case's acting context (a
 * visitor is refused with `signIn`, or sent to sign in by a native post), then `write`, answered by
 * runAction. `signIn` may depend on what the form asks (`intent`); `write` parses the form itself.
 */
export async function memberAction<O extends WriteOutcome>(
  request: Request,
  context: RequestContext,
  options: RunActionOptions & { signIn: string | ((form: FormData) => string); maxBytes?: number },
  write: (acting: UseCaseContext, form: FormData) => Promise<O>,
): Promise<ActionSuccess<OutcomeData<O>> | ActionFailure | Response> {
  const form = await readForm(request, options.maxBytes);
  const signIn = typeof options.signIn === "string" ? options.signIn : options.signIn(form);
  return runAction(request, context, form, async () => write(await actingContext(context, signIn), form), options);
}

export const OVERLOADED_RETRY_AFTER_SECONDS = 5;

/** Every write counts against the client's address and, when signed in, the member (WRITE_LIMITS). */
async function limitWrites(context: RequestContext): Promise<void> {
  const { db } = context.database;
  const viewer = await context.viewer();
  await enforceRateLimit(db, `write:address:${context.clientAddress}`, WRITE_LIMITS.address, "write");
  if (!viewer) return;
  const rule = viewer.isNewMember ? WRITE_LIMITS.newMember : WRITE_LIMITS.member;
  await enforceRateLimit(db, `write:member:${viewer.id}`, rule, "write");
}

export function failure(error: AppError, form: FormData | null): ActionFailure {
  return {
    ok: false,
    error: {
      message: error.message,
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      ...(error.title ? { title: error.title } : {}),
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    },
    ...(form ? { fields: textFields(form) } : {}),
  };
}
