import type { Reader } from "../identity";
import { ANY_PLAIN_MEMBER, isPlainMember, type PlainMember } from "../read-policy";
import type { Db } from "./database";

const preparedByDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built once per database and prepared under `name` (issue #48 item 2): the hot reads of a
 * visitor's pages (ADR 0065) and of a member's (ADR 0073) skip building their SQL on each request, and
 * PostgreSQL parses and plans each once per connection. Its values are placeholders (`sql.placeholder`),
 * given to `execute`; the name is the statement's, one text for each name.
 */
export function preparedOnce<Statement>(db: Db, name: string, prepare: (name: string) => Statement): Statement {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()));
  let statement = prepared.get(name) as Statement | undefined;
  if (!statement) prepared.set(name, (statement = prepare(name)));
  return statement;
}

/** A query builder's statement whose values are placeholders, given when it runs. */
interface StatementWithPlaceholders<Rows> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Rows> };
  execute(values: Record<string, unknown>): Promise<Rows>;
}

/**
 * A read whose statement depends on who reads, built by `build` for a reader with its other values as
 * placeholders: prepared once for visitors (`visitors_<name>`) and once for every plain member
 * (`plain_members_<name>`, their id the placeholder `readerId`; ADR 0073), and built on each call for anyone
 * else (a member of a private group, a group's moderator, staff), whose statement holds their groups.
 */
export function readPreparedFor<Rows>(
  db: Db,
  name: string,
  reader: Reader,
  build: (reader: Reader | PlainMember) => StatementWithPlaceholders<Rows>,
  values: Record<string, unknown>,
): Promise<Rows> {
  if (!reader) return preparedOnce(db, `visitors_${name}`, (named) => build(null).prepare(named)).execute(values);
  if (isPlainMember(reader)) {
    return preparedOnce(db, `plain_members_${name}`, (named) => build(ANY_PLAIN_MEMBER).prepare(named)).execute({
      ...values,
      readerId: reader.id,
    });
  }
  return build(reader).execute(values);
}
