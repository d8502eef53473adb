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
  /**
   * The text before this edit (the item's version `number`) is out of the public history (ADR 0047): taken
   * out by its author or a moderator, or kept back when the item was approved. Only moderators are shown
   * its words.
   */
  hidden: boolean;
  /** The text this edit left (the next version) is out of the public history. */
  leftHidden: boolean;
  /** Absent when nothing changed there, or (to anyone but a moderator) when either text is hidden. */
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
  /** The reader may take an earlier version out of the public history: the item's author, a moderator. */
  mayHide: boolean;
  /** The reader sees hidden versions and may put them back: a moderator. */
  mayRestore: boolean;
}

/** The form on a history page that takes a version out of the public history, or (moderators) puts it back. */
export const REVISION_INTENTS = ["hide-version", "show-version"] as const;
export type RevisionIntent = (typeof REVISION_INTENTS)[number];
