import { createCookie } from "react-router";
import type { AccountContext } from "./account-context";
import { authSecret } from "./better-auth-calls";

/**
 * Which members have used this browser: a long-lived, signed, httpOnly cookie holding their ids (at most
 * a few: a shared family computer). It is given at sign-up and at every sign-in; a sign-in from a
 * browser without the member's mark is a new device, and the member is told by mail (ADR 0014). Signed
 * with the auth secret, so it cannot be made up; it holds nothing secret (member ids are in profile
 * addresses).
 */
export const KNOWN_DEVICE_COOKIE = "known_device";
const MAX_MEMBERS = 5;
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest a browser keeps a cookie

function cookie(secret: string, secure: boolean) {
  return createCookie(KNOWN_DEVICE_COOKIE, {
    secrets: [secret],
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: MAX_AGE_SECONDS,
    secure,
  });
}

export interface KnownDevice {
  /** Whether this browser has been used by the member before. */
  knows(memberId: string): boolean;
  /** The Set-Cookie header that marks this browser as the member's, newest first. */
  remember(memberId: string): Promise<string>;
}

/** The members the browser sending `headers` has been used by. */
export async function knownDevice(headers: Headers, secret: string, secure: boolean): Promise<KnownDevice> {
  const jar = cookie(secret, secure);
  const header = headers.get("cookie");
  const value: unknown = header?.includes(`${KNOWN_DEVICE_COOKIE}=`) ? await jar.parse(header).catch(() => null) : null;
  const members = Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  return {
    knows: (memberId) => members.includes(memberId),
    remember: (memberId) => jar.serialize([memberId, ...members.filter((id) => id !== memberId)].slice(0, MAX_MEMBERS)),
  };
}

/** The known-device mark of the browser an account use case is serving. */
export async function deviceOf(context: Pick<AccountContext, "auth" | "config" | "client">): Promise<KnownDevice> {
  return knownDevice(
    context.client.headers,
    await authSecret(context.auth),
    context.config.publicUrl.startsWith("https:"),
  );
}
