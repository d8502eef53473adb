import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, usernameFor } from "../helpers/members";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Mails go out in the member's language (issue #33): users.locale is the sign-up page's language, the
 * member changes it in /settings ("Language for emails", a plain form), and every mail, the security
 * notices and the notification worker's alike, is written in it. English mail is as it always was.
 */
let t: TestApp;
const db = () => t.database.db;
const localeOf = async (email: string) =>
  String((await db().execute(sql`SELECT locale FROM users WHERE email = ${email}`)).rows[0]!.locale);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the language of a member's mail", () => {
  it("is the sign-up page's language: a member who signs up on /pt-br gets Portuguese mail whose links stay in Portuguese", async () => {
    // Through the form, as a member signs up: better-auth makes the account outside the page's locale.
    const email = "mariana@example.com";
    const browser = t.browser();
    const signedUp = await browser.submit("/pt-br/auth", {
      intent: "sign-up",
      email,
      username: usernameFor(email),
      password: "cliffs-of-moher",
      confirmPassword: "cliffs-of-moher",
      agreeToTerms: "on",
    });
    expect(signedUp.status, JSON.stringify(signedUp.data)).toBe(200);
    expect(await localeOf(email)).toBe("pt-br");
    const { message, link, token } = t.lastMailTo(email);
    expect(message.subject).toBe("Confirme seu e-mail no Ireland Guide");
    expect(message.html).toContain('<html lang="pt-BR">');
    expect(link).toBe(`${t.config.publicUrl}/pt-br/auth/confirm?token=${encodeURIComponent(token)}`);

    // The link opens the Portuguese sign-in page.
    const confirmed = await browser.request(new URL(link).pathname + new URL(link).search);
    expect(confirmed.headers.get("location")).toBe("/pt-br/auth?mode=sign-in");
    const signInPage = await (await browser.request(confirmed.headers.get("location")!)).text();
    expect(signInPage).toContain('<html lang="pt-BR"');

    // A sign-in from a browser the account does not know is told in Portuguese, its link in Portuguese.
    const elsewhere = t.browser({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0" });
    await elsewhere.submit("/pt-br/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
    const notice = t.outbox().find((mail) => mail.to === email)!;
    expect(notice.subject).toBe("Novo login na sua conta do Ireland Guide");
    expect(notice.links).toContain(`${t.config.publicUrl}/pt-br/auth/reset-password`);
  });

  it("is English by default, and the English mail is word for word what it always was", async () => {
    await signedInMember(t, "aisling@example.com");
    expect(await localeOf("aisling@example.com")).toBe("en");
    await t.browser().submit("/auth/reset-password", { email: "aisling@example.com" });
    const { message, link } = t.lastMailTo("aisling@example.com");
    expect(message.subject).toBe("Reset your Ireland Guide password");
    expect(message.text).toBe(
      "Hello,\n\nSomeone (hopefully you) asked to reset the password of your Ireland Guide account.\n\n" +
        `Choose a new password:\n${link}\n\n` +
        "The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email: your password stays the same.\n\n" +
        "Ireland Guide\n",
    );
    expect(message.html).toMatch(/^<!doctype html><html><body /);
  });

  it("is changed in settings by a plain form, and the next mail is in the new language", async () => {
    const browser = await signedInMember(t, "oksana@example.com");
    const page = await browser.request("/settings");
    const html = await page.text();
    expect(html).toContain("Language for emails");
    expect(html).toContain('<option value="uk" lang="uk">Українська</option>');

    const saved = await browser.submitDocument("/settings", { intent: "mail-language", locale: "uk" });
    expect([302, 303]).toContain(saved.status); // back to the page, as a form without JavaScript expects
    expect(await localeOf("oksana@example.com")).toBe("uk");

    await t.browser().submit("/auth/reset-password", { email: "oksana@example.com" });
    const { message } = t.lastMailTo("oksana@example.com");
    expect(message.subject).toBe("Скидання пароля Ireland Guide");
    expect(message.text).toContain("Вибрати новий пароль:");
  });

  it("names the device of a security notice in the member's language, the brands as they are", async () => {
    await signedInMember(t, "joao@example.com");
    await db().execute(sql`UPDATE users SET locale = 'pt-br' WHERE email = 'joao@example.com'`);
    const signIn = (browser: ReturnType<TestApp["browser"]>) =>
      browser.submit("/auth", { intent: "sign-in", email: "joao@example.com", password: "cliffs-of-moher" });
    const lastNotice = () => t.outbox().find((message) => message.to === "joao@example.com")!.text;
    await signIn(t.browser());
    expect(lastNotice()).toContain(", usando um navegador desconhecido:");
    await signIn(t.browser({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0" }));
    expect(lastNotice()).toContain(", usando Firefox no Linux:");
  });

  it("refuses a language the catalogue does not have", async () => {
    const browser = await signedInMember(t, "refused@example.com");
    const refused = await browser.submit("/settings", { intent: "mail-language", locale: "fr" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Choose one of the languages in the list.");
    expect(await localeOf("refused@example.com")).toBe("en");
  });

  it("writes the notification worker's mail in each member's own language", async () => {
    const rosa = await signedInMember(t, "rosa@example.com");
    const brian = await signedInMember(t, "brian@example.com");
    await rosa.submitDocument("/settings", { intent: "mail-language", locale: "es" });
    // Each writes a post; the other comments on it.
    const posts: string[] = [];
    for (const [author, title] of [
      [rosa, "Cuenta bancaria en Dublín"],
      [brian, "Bank account in Dublin"],
    ] as const) {
      const created = await author.submit("/community/forum/new-post", {
        title,
        content: "Plain words, no links.",
        category: "housing",
      });
      expect(created.redirect, JSON.stringify(created.data)).toBeTruthy();
      posts.push(created.redirect!.match(/posts\/([0-9a-f-]{36})/)![1]!);
    }
    for (const [commenter, postId] of [
      [brian, posts[0]!],
      [rosa, posts[1]!],
    ] as const) {
      const added = await commenter.submit(`/community/forum/posts/${postId}`, {
        intent: "comment",
        content: "Revolut works while you wait for a PPS number.",
        parentId: "",
      });
      expect(added.status, JSON.stringify(added.data)).toBe(200);
    }
    await db().execute(sql`UPDATE notifications SET created_at = created_at - interval '1 hour'`);
    await db().execute(sql`UPDATE notification_mails SET due_at = due_at - interval '1 hour'`);
    const before = t.outbox().length;
    expect((await t.mailWorker.tick()).sent).toBe(2);
    const mails = t.outbox().slice(0, t.outbox().length - before);
    const toRosa = mails.find((mail) => mail.to === "rosa@example.com")!;
    const toBrian = mails.find((mail) => mail.to === "brian@example.com")!;
    // What members wrote is isolated (FSI … PDI, issue #46 item 8).
    expect(toRosa.subject).toMatch(/^\u2068\S+\u2069 comentó tu publicación «\u2068Cuenta bancaria en Dublín\u2069»$/);
    expect(toRosa.text).toContain("Esto es lo que pasó en Ireland Guide mientras no estabas:");
    expect(toRosa.text).toContain("(al momento)");
    expect(toBrian.subject).toMatch(/^\u2068\S+\u2069 commented on your post "\u2068Bank account in Dublin\u2069"$/);
    expect(toBrian.text).toContain("Here is what happened on Ireland Guide while you were away:");
    expect(toBrian.text).toContain("because of your notification settings (right away).");
    // Each link opens its page in the mail's language: Rosa's under /es, Brian's English ones without a prefix.
    const site = t.config.publicUrl;
    expect(toRosa.links).toEqual(
      expect.arrayContaining([`${site}/es/notifications`, `${site}/es/settings#notifications`]),
    );
    expect(toRosa.links.some((link) => link.startsWith(`${site}/es/community/forum/posts/${posts[0]}?comment=`))).toBe(
      true,
    );
    expect(toRosa.links.some((link) => link.startsWith(`${site}/es/notifications/unsubscribe?token=`))).toBe(true);
    expect(toRosa.links.filter((link) => !link.startsWith(`${site}/es/`))).toEqual([]);
    expect(toRosa.html).toContain(`href="${site}/es/notifications"`);
    expect(toBrian.links).toEqual(expect.arrayContaining([`${site}/notifications`, `${site}/settings#notifications`]));
    expect(toBrian.links.filter((link) => /^https?:\/\/[^/]+\/(es|pt-br|ar|uk|zh-cn)\//.test(link))).toEqual([]);
  });
});
