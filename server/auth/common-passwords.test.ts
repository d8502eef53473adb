import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it("holds a list of at least 10,000 passwords", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  it("refuses the most common passwords, whatever their case", () => {
    for (const password of ["123456", "password", "qwerty123", "iloveyou", "Password1", "LETMEIN1", "secret1"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("accepts a password that is not on the list", () => {
    for (const password of ["harbour-light-7", "Cliffs of Moher at dawn", "new-password"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
