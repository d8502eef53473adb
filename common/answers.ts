// A post's accepted answer (issue #31 item 2, ADR 0031): the words, the form and the rule the screens and
// the server share. The form's schema is in ./answer-schemas (zod stays out of pages that only show a badge).

/** Karma the answerer earns while their comment is a post's accepted answer (Stack Overflow's +15). */
export const ANSWER_KARMA = 15;

export const ANSWER_MESSAGES = {
  signIn: "Please sign in to mark an answer.",
  onlyAuthorOrStaff: "Only the post's author or a moderator can mark its answer.",
  locked: "This post is locked: only a moderator can change its answer.",
  postNotVisible: "This post is not visible to everyone: its answer can be marked once it is.",
  notOnPost: "That comment is not on this post, or it was deleted or hidden.",
  marked: "Marked as the answer.",
  cleared: "The answer is cleared.",
} as const;

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
