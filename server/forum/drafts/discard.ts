import type { UseCase } from "../../use-case";
import { dropDraft } from "./drop";
import { draftFloodCheck } from "./save";

/** The member throws a draft away (idempotent: a draft already gone is no error). */
export const discardDraft: UseCase<{ key: string }, { discarded: true }> = async ({ db, actor }, { key }) => {
  await draftFloodCheck(db, actor.id);
  await dropDraft(db, actor.id, key);
  return { discarded: true };
};
