import { postPath, type PostAuthor } from "./forum";
import type { Visibility } from "./moderation";

/** Edit history (issue #31 item 7, ADR 0033): what the revisions pages show, and their addresses. */

/** Edits shown on one page of an item's history, newest first. */
export const REVISIONS_PER_PAGE = 10;

export const postRevisionsPath = (postId: string) => `${postPath(postId)}/revisions`;
export const commentRevisionsPath = (postId: string, commentId: string) =>
  `${postPath(postId)}/comments/${commentId}/revisions`;

/**
 * One piece of a word-by-word comparison: text kept, added or removed by the edit, or a stretch of kept
 * text left out of the page (`chars` long) because it is far from any change.
 */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string } | { kind: "skipped"; chars: number };

export interface TextDiff {
  parts: DiffPart[];
  /** False when the edit changed too much to compare word by word: the old text is shown removed, the new added. */
  wordByWord: boolean;
}

/** One edit: who made it and when, and what it changed (only what it changed). */
export interface RevisionView {
  /** The item's edits count from 1, oldest first. */
  number: number;
  editedAt: string;
  /** Null when the edit named nobody (made directly in the database) or the account was closed. */
  editor: { id: string; username: string | null } | null;
  title?: TextDiff;
  category?: { before: string; after: string };
  content?: TextDiff;
}

/** The post or comment whose history is shown. */
export interface RevisedItem {
  kind: "post" | "comment";
  postId: string;
  postTitle: string;
  commentId: string | null;
  author: PostAuthor | null;
  createdAt: string;
  updatedAt: string;
  visibility: Visibility;
}

export interface RevisionsPage {
  item: RevisedItem;
  /** Newest first. */
  revisions: RevisionView[];
  /** How many edits the item has had (since its history was kept). */
  total: number;
  page: number;
  pageCount: number;
}
