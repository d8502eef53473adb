/**
 * The interface's words in every locale (issue #33). The catalogue is messages/<locale>.json, compiled
 * by `npm run messages` into common/paraglide: each message is a function that answers in the locale
 * of the request (the address's prefix, /pt-br/…; English has none). Call messages where the words
 * are shown or sent, never at module load: the locale is the request's, not the process's.
 */
export { m } from "./paraglide/messages.js";
export { baseLocale, getLocale, isLocale, locales, type Locale } from "./paraglide/runtime.js";

/**
 * An object of words read when used: each property calls its message on every read (a getter), so the
 * words are in the language of the request that reads them, never the process's at module load.
 * `readWhenShown({ signIn: m.forum_draft_sign_in, tooLong: () => …({ max }) })` reads like
 * `{ signIn: string; tooLong: string }`; `plain` adds properties that are not words (a value, a number, a
 * function) as they are. Each message is named here in full, `m.` and its key: the catalogue's unused-key
 * check looks for that text, and the bundler keeps only the messages of the objects a page uses (the call
 * is marked free of side effects, so an object nobody reads is dropped like an object literal would be).
 */
/* @__NO_SIDE_EFFECTS__ */
export function readWhenShown<const T extends Record<string, () => string>, const P extends object = object>(
  messages: T,
  plain?: P,
): { readonly [K in keyof T]: string } & P {
  const words = Object.entries(messages).map(([key, message]) => [
    key,
    { get: () => message(), enumerable: true, configurable: true },
  ]);
  return Object.defineProperties({ ...plain }, Object.fromEntries(words)) as { readonly [K in keyof T]: string } & P;
}
