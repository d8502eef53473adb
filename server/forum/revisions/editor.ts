import { sql } from "drizzle-orm";
import type { Tx } from "../../db/database";

/**
 * Names the member making an edit, for the revision the database's trigger writes (migration 0022,
 * ADR 0033). The setting lasts until `tx` ends and no other transaction sees it: call it inside the
 * transaction that updates the post or comment, before the UPDATE.
 *
 * An edit made within `graceSeconds` of posting (the request's time against the item's creation) folds
 * into the first version (ADR 0047, Discourse's editing grace period): the trigger keeps no revision, so
 * the text it replaced is gone.
 */
export async function nameEditor(
  tx: Tx,
  memberId: string,
  edit: { createdAt: Date; now: Date; graceSeconds: number },
): Promise<void> {
  const fold = edit.now.getTime() - edit.createdAt.getTime() < edit.graceSeconds * 1000;
  await tx.execute(
    sql`SELECT set_config('forum.editor_id', ${memberId}, true), set_config('forum.fold_edit', ${fold ? "on" : "off"}, true)`,
  );
}
