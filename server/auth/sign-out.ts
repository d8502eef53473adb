import { APIError } from "better-auth/api";
import type { AccountUseCase } from "./account-context";
import { cookiesOf } from "./better-auth-calls";

/** Spec: signing out of an ended session is not an error; the visitor ends up signed out either way. */
export const signOut: AccountUseCase<void> = async (context) => {
  try {
    const { headers } = await context.auth.api.signOut({ headers: context.client.headers, returnHeaders: true });
    return { headers: cookiesOf(headers) };
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    return { headers: new Headers() };
  }
};
