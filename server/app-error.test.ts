import { afterEach, describe, expect, it } from "vitest";
import { baseLocale, overwriteGetLocale } from "../common/paraglide/runtime.js";
import { notFound, notYours } from "./app-error";

describe("refusals about a missing or someone else's item", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it("keep the spec's English words", () => {
    expect(notFound("post").message).toBe("That post does not exist or was deleted.");
    expect(notFound("user").status).toBe(404);
    expect(notYours("comment").message).toBe("Only the author can change or delete this comment.");
    expect(notYours("comment").status).toBe(403);
  });

  it("are in the request's language", () => {
    overwriteGetLocale(() => "es");
    expect(notFound("post").message).toBe("Esa publicación no existe o fue eliminada.");
    overwriteGetLocale(() => "ar");
    expect(notYours("post").message).toBe("يمكن للكاتب وحده تعديل هذا المنشور أو حذفه.");
  });
});
