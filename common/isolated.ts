/**
 * Words in their writer's own direction (a member's name, a group's name) inside a sentence of plain text
 * (a toast, a mail's subject): between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, what <bdi> does
 * in HTML, so that an Arabic name does not reorder an English sentence around it, nor the reverse.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
