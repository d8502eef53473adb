import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger("info", false, stream), lines };
}

describe("log redaction", () => {
  it("keeps a failed query's SQL but not its parameters, constraint details or email addresses", () => {
    const { logger, lines } = capture();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: "23505",
      detail: "Key (email)=(aoife@example.com) already exists.",
    });
    const error = new DrizzleQueryError(
      'insert into "posts" ("title", "content") values ($1, $2)',
      ["My visa question", "My passport number is X1234567, mail me at aoife@example.com"],
      cause,
    );
    logger.error({ err: error }, "action failed");
    const logged = lines.join("");
    expect(logged).toContain('insert into \\"posts\\"');
    expect(logged).toContain("23505");
    expect(logged).not.toContain("aoife@example.com");
    expect(logged).not.toContain("X1234567");
    expect(logged).not.toContain("My visa question");
  });

  it("replaces email addresses in a library's log arguments", () => {
    const { logger, lines } = capture();
    logger.warn({ args: [{ email: "niamh@example.ie" }, "user niamh@example.ie not found"] }, "auth: warning");
    expect(lines.join("")).not.toContain("niamh@example.ie");
    expect(lines.join("")).toContain("[email]");
  });
});
