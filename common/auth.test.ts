import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, safeRedirectPath, validateNewPassword, validateSignIn, validateSignUp } from "./auth";

const valid = { email: "ana@example.com", password: "secret1", confirmPassword: "secret1", agreeToTerms: true };

describe("sign-up validation", () => {
  it("accepts a complete form", () => expect(validateSignUp(valid)).toBeNull());
  it("gives the spec's message for each problem", () => {
    expect(validateSignUp({ ...valid, email: " " })).toEqual({
      message: AUTH_MESSAGES.missingCredentials,
      field: "email",
    });
    expect(validateSignUp({ ...valid, password: "" })).toEqual({
      message: AUTH_MESSAGES.missingCredentials,
      field: "password",
    });
    expect(validateSignUp({ ...valid, email: "not-an-email" })).toEqual({
      message: AUTH_MESSAGES.invalidEmail,
      field: "email",
    });
    expect(validateSignUp({ ...valid, password: "12345", confirmPassword: "12345" })).toEqual({
      message: AUTH_MESSAGES.passwordHint,
      field: "password",
    });
    expect(validateSignUp({ ...valid, confirmPassword: "secret2" })).toEqual({
      message: "Passwords do not match. Please try again.",
      field: "confirmPassword",
    });
    expect(validateSignUp({ ...valid, agreeToTerms: false })).toEqual({
      message: "You must agree to the terms and conditions to sign up.",
      field: "agreeToTerms",
    });
  });
});

describe("sign-in and new-password validation", () => {
  it("needs both email and password", () => {
    expect(validateSignIn({ email: "a@b.ie", password: "" })?.message).toBe(
      "You must provide either an email or phone number and a password",
    );
    expect(validateSignIn({ email: "a@b.ie", password: "x" })).toBeNull();
  });
  it("checks match, then length", () => {
    expect(validateNewPassword("abcdef", "abcdeg")?.message).toBe("Passwords do not match");
    expect(validateNewPassword("abc", "abc")?.message).toBe("Password must be at least 6 characters long");
    expect(validateNewPassword("abcdef", "abcdef")).toBeNull();
  });
});

describe("safeRedirectPath", () => {
  it("keeps paths on this site and refuses others", () => {
    expect(safeRedirectPath("/community/forum/new-post")).toBe("/community/forum/new-post");
    expect(safeRedirectPath("https://evil.example")).toBe("/community/forum");
    expect(safeRedirectPath("//evil.example")).toBe("/community/forum");
    expect(safeRedirectPath("/auth/reset-password")).toBe("/community/forum");
    expect(safeRedirectPath(null)).toBe("/community/forum");
    expect(safeRedirectPath("/community/forum?page=2#post-1")).toBe("/community/forum?page=2#post-1");
  });

  it("refuses paths a browser would turn into another site (tabs, line breaks, backslashes)", () => {
    for (const sneaky of ["/\t/evil.test", "/\n/evil.test", "/\r\n/evil.test", "/\\evil.test", "/\\/evil.test"]) {
      expect(safeRedirectPath(sneaky)).toBe("/community/forum");
    }
    expect(safeRedirectPath(decodeURIComponent("/%09/evil.test"))).toBe("/community/forum");
    expect(safeRedirectPath("/%2e%2e//evil.test")).toBe("/community/forum"); // resolves to //evil.test
  });
});
