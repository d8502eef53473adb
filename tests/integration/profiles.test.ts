import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

let t: TestApp;
let owner: TestBrowser;
let other: TestBrowser;
let ownerId: string;
let otherId: string;

type Failure = { ok: false; error: { message: string; code: string; field?: string; title?: string } };

async function member(email: string): Promise<[TestBrowser, string]> {
  await t.database.db.execute(sql`DELETE FROM rate_limits`);
  const browser = await signedInMember(t, email);
  const [user] = (await t.database.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${email}`)).rows;
  return [browser, user!.id];
}

/** The profile editor's form, as posted by React Router's client (JavaScript on). */
const save = (browser: TestBrowser, id: string, fields: { username: string; bio: string; avatar?: Blob }) =>
  browser.submit<Failure>(`/profile/${id}?edit`, { intent: "update-profile", ...fields });
const upload = (browser: TestBrowser, id: string, body: Uint8Array, type = "image/png") =>
  save(browser, id, { username: "siobhan", bio: "", avatar: new Blob([body as BlobPart], { type }) });
const row = async (id: string) =>
  (await t.database.db.execute(sql`SELECT username, bio, avatar_url FROM profiles WHERE id = ${id}`)).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  [owner, ownerId] = await member("owner@example.com");
  [other, otherId] = await member("other@example.com");
});
afterAll(async () => {
  await t.close();
});

describe("profile edits are the owner's alone", () => {
  it("refuses anonymous (401) and other users (403), leaving the row unchanged", async () => {
    expect((await save(owner, ownerId, { username: "siobhan", bio: "Hi!" })).redirect).toBe(`/profile/${ownerId}`);
    const before = await row(ownerId);
    const anonymous = await save(t.browser(), ownerId, { username: "hacker", bio: "" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.data.error.message).toBe("Please sign in to edit your profile.");
    expect((await save(other, ownerId, { username: "hacker", bio: "" })).status).toBe(403);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    expect((await upload(t.browser(), ownerId, png)).status).toBe(401);
    expect((await upload(other, ownerId, png)).status).toBe(403);
    expect(await row(ownerId)).toEqual(before);
  });

  it("checks the username: trimmed, 3–30 of letters, digits, _ . -, unique ignoring case", async () => {
    const refusal = async (username: string) => (await save(owner, ownerId, { username, bio: "" })).data.error;
    expect(await refusal("ab")).toMatchObject({
      message: "Username must be at least 3 characters long.",
      field: "username",
    });
    expect((await refusal("x".repeat(31))).message).toBe("Username must be at most 30 characters.");
    expect((await refusal("no spaces")).message).toMatch(/^Username can only contain/);
    const saved = await save(owner, ownerId, { username: "  Siobhan.K  ", bio: "  From Cork  " });
    expect(saved.redirect).toBe(`/profile/${ownerId}`);
    expect(await row(ownerId)).toMatchObject({ username: "Siobhan.K", bio: "From Cork" });
    const taken = await save(other, otherId, { username: "siobhan.k", bio: "" });
    expect(taken.status).toBe(409);
    expect(taken.data.error.message).toBe("That username is already taken. Please choose another.");
  });

  it("without JavaScript: a refusal re-renders the editor with the message beside the field and the text as typed", async () => {
    const response = await owner.submitDocument(`/profile/${ownerId}?edit`, {
      intent: "update-profile",
      username: "ab",
      bio: "Arrived in Dublin in May",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Username must be at least 3 characters long.");
    expect(html).toMatch(/aria-invalid="true"[^>]*value="ab"|value="ab"[^>]*aria-invalid="true"/);
    expect(html).toContain("Arrived in Dublin in May");
    const saved = await owner.submitDocument(`/profile/${ownerId}?edit`, {
      intent: "update-profile",
      username: "siobhan",
      bio: "Arrived in Dublin in May",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/profile/${ownerId}`);
    const page = await (await owner.request(`/profile/${ownerId}`)).text();
    expect(page).toContain("Profile updated successfully!");
  });
});

describe("avatars", () => {
  it("re-encodes a JPEG with EXIF GPS as a square WebP with no metadata, served with one-hour caching", async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#0b6e3f" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo", Model: "X" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 20/1 0/1" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(owner, ownerId, new Uint8Array(jpeg), "image/jpeg");
    expect(response.redirect).toBe(`/profile/${ownerId}`);
    const { avatar_url: avatarUrl } = (await row(ownerId)) as { avatar_url: string };
    expect(avatarUrl).toMatch(new RegExp(`^/storage/avatars/${ownerId}/avatar\\.webp\\?t=\\d+$`));
    const served = await t.app.request(avatarUrl);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=3600");
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
  });

  it("refuses an SVG, an HTML file and an executable renamed to .png, by their bytes, and saves nothing", async () => {
    const fakes = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from("<!doctype html><html><body>hi</body></html>"),
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]), // ELF executable
    ];
    const before = await row(ownerId);
    for (const fake of fakes) {
      const response = await save(owner, ownerId, {
        username: "renamed",
        bio: "changed",
        avatar: new Blob([new Uint8Array(fake)], { type: "image/png" }),
      });
      expect(response.status).toBe(400);
      expect(response.data.error).toMatchObject({
        message: "Please choose a PNG, JPEG or GIF image.",
        field: "avatar",
        title: "Avatar Upload Error",
      });
    }
    expect(await row(ownerId)).toEqual(before);
  });

  it("refuses a small file that decodes to more than 25 megapixels, before decompressing it", async () => {
    const before = await row(ownerId);
    const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const response = await upload(owner, ownerId, new Uint8Array(bomb));
    expect(response.status).toBe(413);
    expect(response.data.error).toMatchObject({
      message: "The image has too many pixels: choose one of at most 25 megapixels (for example 6000 × 4000).",
      field: "avatar",
    });
    expect(await row(ownerId)).toEqual(before);
  });

  it("refuses a 6 MB image with a clear message, and a body far larger unread", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload(owner, ownerId, big);
    expect(response.status).toBe(413);
    expect(response.data.error.message).toBe("The image is too large: choose one of 5 MB or less.");
    const huge = await owner.request(`/profile/${ownerId}.data?edit`, {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(50 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
  });
});
