/**
 * The interface's words in every locale (issue #33). The catalogue is messages/<locale>.json, compiled
 * by `npm run messages` into common/paraglide: each message is a function that answers in the locale
 * of the request (the address's prefix, /pt-br/…; English has none). Call messages where the words
 * are shown or sent, never at module load: the locale is the request's, not the process's.
 */
export { m } from "./paraglide/messages.js";
export { baseLocale, getLocale, isLocale, locales, type Locale } from "./paraglide/runtime.js";
