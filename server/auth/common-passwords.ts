import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common passwords, refused at sign-up, password change and reset. The list is zxcvbn-ts's
 * `passwords-common` (about 49,000 passwords, most frequent first, from leaked password sets), shipped
 * in a maintained package so that updating it is `npm update`. It stays on the server: the browser
 * bundle does not carry it, and the form finds out from the action's answer.
 */
let common: Set<string> | undefined;

/** Compared without case: "Password1" is as guessable as "password1". Built once, on first use. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_COUNT = dictionary["passwords-common"].length;
