// A post's accepted answer (issue #31 item 2, ADR 0031): the words, the form and the rule the screens and
// the server share. The form's schema is in ./answer-schemas (zod stays out of pages that only show a badge).

import { m, readWhenShown } from "./i18n";

/** Karma the answerer earns while their comment is a post's accepted answer (Stack Overflow's +15). */
export const ANSWER_KARMA = 15;

/** In the request's locale, read where they are shown (issue #33). */
export const ANSWER_MESSAGES = readWhenShown({
  signIn: m.forum_answer_sign_in,
  onlyAuthorOrStaff: m.forum_answer_only_author_or_staff,
  locked: m.forum_answer_locked,
  postNotVisible: m.forum_answer_post_not_visible,
  notOnPost: m.forum_answer_not_on_post,
  marked: m.forum_answer_marked,
  cleared: m.forum_answer_cleared,
});

/** Who may mark a post's answer: its author while it is open, a moderator or admin always. */
export function mayMarkAnswer(
  user: { id: string; role?: string | null } | null | undefined,
  post: { authorId: string | null | undefined; isLocked: boolean },
  staff: boolean,
): boolean {
  if (!user) return false;
  if (staff) return true;
  return user.id === post.authorId && !post.isLocked;
}
