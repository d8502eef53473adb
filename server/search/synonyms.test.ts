import { describe, expect, it } from "vitest";
import { otherNames } from "./synonyms";

describe("the glossary's other names for a phrase", () => {
  it("say a question's phrase by its term, keeping the other words", () => {
    expect(otherNames(["register", "residence", "permit"])).toEqual([["register", "irp"]]);
    expect(otherNames(["register", "residence", "permits"])).toEqual([["register", "irp"]]);
    expect(otherNames(["family", "doctor", "cork"])).toEqual([["cork", "gp"]]);
    expect(otherNames(["personal", "public", "service", "number"])).toEqual([["pps", "number"]]);
  });

  it("leave alone what is already the term, and words the glossary only relates", () => {
    expect(otherNames(["get", "pps", "number"])).toEqual([]);
    expect(otherNames(["immigration", "office"])).toEqual([]);
    expect(otherNames(["residence"])).toEqual([]);
  });
});
