import { APIError } from "better-auth/api";
import { AUTH_MESSAGES } from "../../common/auth";
import { m } from "../../common/i18n";
import { suspensionMessage } from "../../common/moderation";
import { AppError, SIGN_IN_REQUIRED } from "../app-error";
import type { RequestContext } from "../request-context";
import { ACCOUNT_SUSPENDED, CLIENT_ADDRESS_HEADER, type Auth } from "./auth";

/**
 * Calling better-auth's server API: the headers it is given, the cookies it sets, and its refusals in the
 * spec's words. Every account use case goes through these.
 */

/** Headers for better-auth: the visitor's cookies, and the client address from us, never from the client. */
export function authHeaders(context: Pick<RequestContext, "clientAddress">, request: Request): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, context.clientAddress);
  return headers;
}

/** The Set-Cookie headers of a better-auth answer, to send on with our own response. */
export function cookiesOf(headers: Headers | undefined): Headers {
  const out = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) out.append("Set-Cookie", cookie);
  return out;
}

/** The secret better-auth signs with: it also signs the known-device cookie and email-change cancel links. */
export async function authSecret(auth: Auth): Promise<string> {
  return (await auth.$context).secret;
}

/**
 * better-auth's refusals in the spec's words. `overrides` words a code for one screen (a wrong current
 * password in settings is said beside its field). Anything that is not a 4xx is a fault, not a refusal.
 */
export async function callAuth<T>(
  call: () => Promise<T>,
  overrides: Partial<Record<string, { message: string; field?: string }>> = {},
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    const code = String(error.body?.code ?? "");
    const override = overrides[code];
    if (override) throw new AppError(400, override.message, code, override.field);
    switch (code) {
      case "INVALID_EMAIL_OR_PASSWORD":
        throw new AppError(401, AUTH_MESSAGES.incorrectCredentials, code);
      case "USER_ALREADY_EXISTS":
      case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
        throw new AppError(409, AUTH_MESSAGES.alreadyRegistered, "USER_ALREADY_EXISTS", "email");
      case ACCOUNT_SUSPENDED: {
        // In the reader's language: the sign-in hook that refused it words it outside the request.
        const { until, reason } = error.body as { until?: string; reason?: string | null };
        throw new AppError(403, until ? suspensionMessage(until, reason ?? null) : error.message, code);
      }
      case "EMAIL_NOT_VERIFIED":
        throw new AppError(403, AUTH_MESSAGES.emailNotConfirmed, code);
      case "INVALID_EMAIL":
        throw new AppError(400, AUTH_MESSAGES.invalidEmail, code, "email");
      case "PASSWORD_TOO_SHORT":
        throw new AppError(400, AUTH_MESSAGES.passwordHint, code, "password");
      case "PASSWORD_TOO_LONG":
        throw new AppError(400, m.auth_password_too_long({ max: 128 }), code, "password");
      case "SESSION_EXPIRED":
      case "FAILED_TO_GET_SESSION":
      case "UNAUTHORIZED":
        throw new AppError(401, m.auth_session_ended(), SIGN_IN_REQUIRED);
    }
    throw new AppError(400, error.message || AUTH_MESSAGES.fallback, code || "AUTH_REFUSED");
  }
}
