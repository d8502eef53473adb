/**
 * What a member writes is kept without the characters that have no place in a page (issue #45, ADR 0045):
 * C0 controls other than tab, line feed and carriage return; DEL and the C1 controls; noncharacters
 * (U+FFFE, U+FFFF, U+FDD0–U+FDEF and their kin in every plane); lone surrogates (half a character, which
 * no encoder can write); and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which reorder the text around them: a title that reads one way and means another. HTML
 * forbids the first three in a document (the W3C checker counts each as an error). The marks U+200E and
 * U+200F stay: Arabic and Hebrew text needs them, and they reorder nothing beyond a character.
 *
 * Text is cleaned as it comes in (every form's fields, server/http/actions.ts), as it is stored and read
 * (the member-text columns, server/db/schema.ts) and before a body is rendered (server/forum/markdown.ts),
 * so rows stored before this rule show without them too.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Noncharacter_Code_Point}\p{Cs}]/gu;

export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN, "");
}
