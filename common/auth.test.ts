import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "./paraglide/runtime.js";
import {
  AUTH_MESSAGES,
  emailSchema,
  usernameProblem,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from "./auth";
import { splitMentions } from "./notifications";
import { safeRedirectPath } from "./redirect-to";
import { isGivenUsername, isReservedUsername, PROFILE_MESSAGES } from "./profile";

const valid = {
  email: "ana@example.com",
  username: "ana_from_cork",
  password: "secret1",
  confirmPassword: "secret1",
  agreeToTerms: true,
};

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
    expect(validateSignUp({ ...valid, username: "  " })).toEqual({
      message: "Username is required.",
      field: "username",
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

describe("the username asked for at sign-up (issue #29)", () => {
  it("follows the profile's rules, and starts and ends so that an @mention names all of it", () => {
    const problem = (username: string) => usernameProblem(username)?.message ?? null;
    expect(problem("  aoife_cork  ")).toBeNull();
    expect(problem("Siobhan.K")).toBeNull();
    expect(problem("")).toBe("Username is required.");
    expect(problem("ab")).toBe("Username must be at least 3 characters long.");
    expect(problem("a".repeat(31))).toBe("Username must be at most 30 characters.");
    expect(problem("aoife cork")).toMatch(/^Username can only contain letters, numbers/);
    expect(problem("<script>")).toMatch(/^Username can only contain letters, numbers/);
    expect(problem("seán")).toMatch(/^Username can only contain letters, numbers/);
    // "@sean." in a sentence mentions sean: a name ending in a dot could never be mentioned.
    expect(problem("sean.")).toBe("Username must start and end with a letter, a number or an underscore (_).");
    expect(problem("-sean")).toBe("Username must start and end with a letter, a number or an underscore (_).");
    for (const name of ["aoife_cork", "Siobhan.K", "x_y", "a-b.c_d9"]) {
      expect(splitMentions(`Thanks @${name}.`)).toEqual([{ text: "Thanks " }, { username: name }, { text: "." }]);
    }
  });

  it("keeps the site's, the staff's, a deleted account's and the given names from being chosen", () => {
    for (const name of ["Anonymous", "admin", "Moderator", "member-3fa85f64", "MEMBER-3FA85F64AB"]) {
      expect(isReservedUsername(name), name).toBe(true);
    }
    for (const name of ["aoife_cork", "members-club", "member-cork", "anonymous_ana"]) {
      expect(isReservedUsername(name), name).toBe(false);
    }
    expect(isGivenUsername("member-3fa85f64")).toBe(true);
    expect(isGivenUsername("member-cork")).toBe(false);
  });
});

describe("sign-in and new-password validation", () => {
  it("needs both email and password, and says so without naming a phone (there is no phone sign-in)", () => {
    expect(validateSignIn({ email: "a@b.ie", password: "" })?.message).toBe(
      "You must provide an email address and a password",
    );
    expect(AUTH_MESSAGES.missingCredentials).not.toMatch(/phone/i);
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

  it("checks the path again without its locale prefix, which a redirect removes (issue #45)", () => {
    for (const sneaky of [
      "/en//evil.test/x",
      "/es//evil.test",
      "/ar/%5Cevil.test",
      "/en/.//evil.test",
      "/uk/%2F%2Fevil",
    ]) {
      expect(safeRedirectPath(sneaky), sneaky).toBe("/community/forum");
    }
    expect(safeRedirectPath("/es/auth")).toBe("/community/forum");
    expect(safeRedirectPath("/es/glossary?q=1#a")).toBe("/es/glossary?q=1#a");
  });
});

describe("the account messages' language (issue #33)", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it("reads each message in the language of whoever reads it, never the one the module loaded in", () => {
    expect(validateSignIn({ email: "", password: "" })?.message).toBe(
      "You must provide an email address and a password",
    );
    overwriteGetLocale(() => "es");
    expect(validateSignIn({ email: "", password: "" })?.message).toBe(
      "Debes indicar una dirección de correo y una contraseña",
    );
    expect(usernameProblem("ab")?.message).toBe("El nombre de usuario debe tener al menos 3 caracteres.");
    expect(emailSchema.safeParse("not an address").error?.issues[0]?.message).toBe(
      "Introduce una dirección de correo válida.",
    );
    overwriteGetLocale(() => "pt-br");
    expect(PROFILE_MESSAGES.bioTooLong).toBe("O campo Sobre mim deve ter no máximo 1.000 caracteres.");
    overwriteGetLocale(() => "en");
    expect(PROFILE_MESSAGES.bioTooLong).toBe("About Me must be at most 1,000 characters.");
    expect(AUTH_MESSAGES.passwordHint).toBe("Password must be at least 6 characters long");
  });
});
