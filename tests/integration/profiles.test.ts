import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
type Browser = ReturnType<TestApp["browser"]>;
let owner: Browser;
let other: Browser;
let ownerId: string;

async function member(email: string): Promise<[Browser, string]> {
  await t.database.db.execute(sql`DELETE FROM rate_limits`);
  const browser = t.browser();
  await browser.request("/api/auth/sign-up/email", { method: "POST", json: { email, password: "secret1", name: "" } });
  await browser.request(`/api/auth/verify-email?token=${t.lastMailTo(email).token}`);
  const { user } = await (await browser.request("/api/me")).json();
  return [browser, user.id];
}

const patch = (browser: Browser, id: string, json: unknown) =>
  browser.request(`/api/profiles/${id}`, { method: "PATCH", json });
const upload = (browser: Browser, id: string, body: Uint8Array, type = "image/png") =>
  browser.request(`/api/profiles/${id}/avatar`, {
    method: "PUT",
    body: body as unknown as BodyInit,
    headers: { "Content-Type": type },
  });
const row = async (id: string) =>
  (await t.database.db.execute(sql`SELECT username, bio, avatar_url FROM profiles WHERE id = ${id}`)).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  [owner, ownerId] = await member("owner@example.com");
  [other] = await member("other@example.com");
});
afterAll(async () => {
  await t.close();
});

describe("profile edits are the owner's alone", () => {
  it("refuses anonymous (401) and other users (403), leaving the row unchanged", async () => {
    await patch(owner, ownerId, { username: "siobhan", bio: "Hi!" });
    const before = await row(ownerId);
    expect((await patch(t.browser(), ownerId, { username: "hacker", bio: "" })).status).toBe(401);
    expect((await patch(other, ownerId, { username: "hacker", bio: "" })).status).toBe(403);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    expect((await upload(t.browser(), ownerId, png)).status).toBe(401);
    expect((await upload(other, ownerId, png)).status).toBe(403);
    expect(await row(ownerId)).toEqual(before);
  });

  it("checks the username: trimmed, 3–30 of letters, digits, _ . -, unique ignoring case", async () => {
    const message = async (username: string) =>
      (await (await patch(owner, ownerId, { username, bio: "" })).json()).error;
    expect(await message("ab")).toBe("Username must be at least 3 characters long.");
    expect(await message("x".repeat(31))).toBe("Username must be at most 30 characters.");
    expect(await message("no spaces")).toMatch(/^Username can only contain/);
    expect((await patch(owner, ownerId, { username: "  Siobhan.K  ", bio: "  From Cork  " })).status).toBe(200);
    expect(await row(ownerId)).toMatchObject({ username: "Siobhan.K", bio: "From Cork" });
    const [, otherId] = [other, (await (await other.request("/api/me")).json()).user.id];
    const taken = await patch(other, otherId, { username: "siobhan.k", bio: "" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe("That username is already taken. Please choose another.");
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
    expect(response.status).toBe(200);
    const { avatarUrl } = await response.json();
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

  it("refuses an SVG, an HTML file and an executable renamed to .png, by their bytes", async () => {
    const fakes = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from("<!doctype html><html><body>hi</body></html>"),
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]), // ELF executable
    ];
    for (const fake of fakes) {
      const response = await upload(owner, ownerId, new Uint8Array(fake), "image/png");
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe("Please choose a PNG, JPEG or GIF image.");
    }
  });

  it("refuses a 6 MB image with a clear message", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload(owner, ownerId, big);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe("The image is too large: choose one of 5 MB or less.");
  });
});
