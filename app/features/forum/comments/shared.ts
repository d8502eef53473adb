import type { FetcherWithComponents } from "react-router";
import { isFailure, type ActionResult } from "@common/action-result";

/**
 * What the permalink page asks for in its URL, so that every comment action has a page without
 * JavaScript: ?edit={commentId}, ?reply={commentId}, ?delete={commentId}.
 */
export interface CommentUrlState {
  edit?: string | null;
  reply?: string | null;
  delete?: string | null;
}

/** The last action result the page got without JavaScript (its typed text goes back into the form). */
export type PageResult = ActionResult<unknown> | undefined;

export function typedFor(result: PageResult, intent: string, key: string, value?: string) {
  if (!isFailure(result) || result.fields?.intent !== intent) return undefined;
  if (key && (result.fields[key] ?? "") !== (value ?? "")) return undefined;
  return result.fields.content;
}

/** What every comment in a panel shares: the post's state, the page it is on, the panel's fetchers. */
export interface CommentListShared {
  /** The post takes comments, replies and likes (it is neither locked nor hidden from others). */
  open: boolean;
  asOf: number;
  url: CommentUrlState;
  pageResult: PageResult;
  deleter: CommentDeleter;
  /** The page of comments shown, to come back to after a delete. */
  pageHref: string;
  onAdded: (commentId: string) => void;
}

/**
 * One delete fetcher for the whole panel: a deleted comment's item unmounts when the list is read back,
 * in the same render that brings the answer, so the item itself could never show the 'Comment deleted.' toast.
 */
export type CommentDeleter = FetcherWithComponents<ActionResult>;
