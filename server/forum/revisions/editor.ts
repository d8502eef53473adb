import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Names the member making an edit, for the revision the database's trigger writes (migration 0022,
 * ADR 0033). The setting lasts until `tx` ends and no other transaction sees it: call it inside the
 * transaction that updates the post or comment, before the UPDATE.
 */
export async function nameEditor(tx: Tx, memberId: string): Promise<void> {
  await tx.execute(sql`SELECT set_config('forum.editor_id', ${memberId}, true)`);
}
