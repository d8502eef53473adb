import { beforeAll, describe, expect, it } from "vitest";
import { fakeStorage, inlineScriptText, runInPage } from "../../tests/helpers/inline-script";
import { MEMBER_HINT_KEY } from "./member-hint-key";

let script: string;
beforeAll(async () => {
  script = await inlineScriptText(`${import.meta.dirname}/member-hint.ts`);
});

function marks(items: Record<string, string>, refused = false) {
  const dataset: Record<string, string> = {};
  runInPage(script, { localStorage: fakeStorage(items, { refused }), document: { documentElement: { dataset } } });
  return dataset;
}

describe("the member hint script in <head>", () => {
  it("marks <html data-member> where this browser had a member", () => {
    expect(marks({ [MEMBER_HINT_KEY]: "1" })).toEqual({ member: "" });
  });

  it("marks nothing otherwise, or when storage is refused", () => {
    expect(marks({})).toEqual({});
    expect(marks({ [MEMBER_HINT_KEY]: "1" }, true)).toEqual({});
  });
});
