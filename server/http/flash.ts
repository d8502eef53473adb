import { createCookie } from "react-router";
import type { Toast } from "../../common/action-result";

/**
 * A message carried across one redirect (post → redirect → get): set by an action, read and cleared
 * by the root loader, shown as a toast with JavaScript and as a status banner without it.
 */
const flashCookie = createCookie("flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

export async function setFlash(toast: Toast): Promise<string> {
  return flashCookie.serialize(toast);
}

export async function readFlash(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const header = request.headers.get("cookie");
  if (!header?.includes("flash=")) return { toast: null, clear: null };
  const value = (await flashCookie.parse(header).catch(() => null)) as Toast | null;
  const toast = value && typeof value.title === "string" ? value : null;
  return { toast, clear: await flashCookie.serialize("", { maxAge: 0 }) };
}
