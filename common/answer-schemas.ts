import { z } from "./zod";

/**
 * The "Mark as answer" / "Clear answer" form (one per comment, posted to the post's answer route): mark
 * names the comment; clear names the comment shown as the answer, so that a stale page cannot clear an
 * answer someone else marked meanwhile.
 */
export const answerFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark"), commentId: z.uuid("Choose a comment to mark as the answer.") }),
  z.object({ intent: z.literal("clear"), commentId: z.uuid("Choose the answer to clear.") }),
]);
