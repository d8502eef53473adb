/**
 * Similar questions while a title is typed (new-post screen) and related posts on a post's page (issue
 * #31 item 3, ADR 0035). Shared by the browser (when to ask) and the server (what it answers).
 */

/** A title is looked up once it has this many characters… */
export const SIMILAR_MIN_CHARS = 8;
/** …and this many words: "PPS" alone says too little to find a question by. */
export const SIMILAR_MIN_WORDS = 2;
/** At most this many similar questions are shown under the title, and this many related posts on a post. */
export const SIMILAR_POSTS_MAX = 5;
/** The title field waits this long after the last key before it asks (the site search's pace, spec section 5). */
export const SIMILAR_DEBOUNCE_MS = 300;

/** A post shown as similar or related: where it is, and whether it has an accepted answer. */
export interface SimilarPost {
  id: string;
  title: string;
  category: string;
  commentsCount: number;
  /** An answer has been accepted (issue #31 item 2). */
  solved: boolean;
}

/** What `/resources/similar-posts?title=` answers: the title it looked for (null: not reached) and up to five posts. */
export interface SimilarPostsAnswer {
  title: string | null;
  posts: SimilarPost[];
  /** Said instead of results (too many look-ups from this address, or a title too long). */
  message?: string;
}

/** Whether a title as typed is long enough to look for similar questions. */
export function titleIsSearchable(title: string): boolean {
  const trimmed = title.trim();
  return trimmed.length >= SIMILAR_MIN_CHARS && trimmed.split(/\s+/).length >= SIMILAR_MIN_WORDS;
}
