import { redirect, type AppLoadContext } from "react-router";
import type { CurrentUser } from "../../common/auth";
import { getCurrentUser } from "../services/current-user";

/** For pages only signed-in visitors see: anonymous visitors go to /auth and come back afterwards. */
export async function requireUser(context: AppLoadContext, request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(context.auth, context.database.db, request.headers);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
