import type { Db } from "./database";

const preparedByDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built once per database and prepared under `name` (issue #48 item 2): the hot reads of a
 * visitor's pages (ADR 0065) and of a member's (ADR 0073) skip building their SQL on each request, and
 * PostgreSQL parses and plans each once per connection. Its values are placeholders (`sql.placeholder`), given to `execute`; the name is the
 * statement's, one text for each name.
 */
export function preparedOnce<Statement>(db: Db, name: string, prepare: (name: string) => Statement): Statement {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()));
  let statement = prepared.get(name) as Statement | undefined;
  if (!statement) prepared.set(name, (statement = prepare(name)));
  return statement;
}
