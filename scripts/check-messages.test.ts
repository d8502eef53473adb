import { describe, expect, it } from "vitest";
import { catalogueProblems, checkProject, placeholdersOf } from "./check-messages";

const plural = (one: string, other: string) => [
  {
    declarations: ["input count", "local countPlural = count: plural"],
    selectors: ["countPlural"],
    match: { "countPlural=one": one, "countPlural=other": other },
  },
];

const whole = {
  en: { $schema: "x", greet: "Hello {name}", forum_comment_count: plural("{count} comment", "{count} comments") },
  ar: { $schema: "x", greet: "مرحبا {name}", forum_comment_count: plural("تعليق {count}", "{count} تعليقات") },
};
const code = ['m.greet({ name }); m["forum_comment_count"]({ count });'];

describe("the message catalogue's check", () => {
  it("passes a whole catalogue whose keys are all called", () => {
    expect(catalogueProblems(whole, code)).toEqual([]);
  });

  it("fails when a locale lacks a key", () => {
    const { greet: _greet, ...rest } = whole.ar;
    expect(catalogueProblems({ ...whole, ar: rest }, code)).toEqual(['ar: "greet" is missing']);
  });

  it("fails when a locale has a key English does not", () => {
    expect(catalogueProblems({ ...whole, ar: { ...whole.ar, extra: "x" } }, code)).toEqual([
      'ar: "extra" is not in English (en.json)',
    ]);
  });

  it("fails when a placeholder differs, in text or in a plural's variants", () => {
    expect(catalogueProblems({ ...whole, ar: { ...whole.ar, greet: "مرحبا {nom}" } }, code)).toEqual([
      'ar: "greet" has placeholders {nom} but English has {name}',
    ]);
    const broken = [{ ...plural("", "")[0]!, declarations: ["input total", "local countPlural = total: plural"] }];
    expect(catalogueProblems({ ...whole, ar: { ...whole.ar, forum_comment_count: broken } }, code)).toHaveLength(1);
  });

  it("fails when a key is called nowhere, and counts keys a call builds by prefix", () => {
    expect(catalogueProblems(whole, ["m.greet({ name })"])).toEqual([
      '"forum_comment_count" is not used in app/, common/ or server/ (remove it, or call m.forum_comment_count())',
    ]);
    expect(catalogueProblems(whole, ["m.greet({ name }); m[`forum_${kind}`]({ count })"])).toEqual([]);
  });

  it("reads a plural's inputs, not its local selectors", () => {
    expect(placeholdersOf(plural("{count} comment", "{count} comments"))).toEqual(["count"]);
    expect(placeholdersOf("From {from} to {to}")).toEqual(["from", "to"]);
  });

  it("passes the project's own catalogue", () => {
    expect(checkProject(process.cwd())).toEqual([]);
  });
});
