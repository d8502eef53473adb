import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { m } from "@common/i18n";
import { baseLocale, overwriteGetLocale } from "@common/paraglide/runtime.js";
import { messageParts, slots } from "./message-parts";

describe("messageParts", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it("puts each element where the language's words put it, and keeps the words as text", () => {
    const render = () =>
      renderToStaticMarkup(
        <p>
          {messageParts(m.auth_cancel_change_applied(slots("oldEmail", "newEmail")), {
            oldEmail: <strong>old@example.com</strong>,
            newEmail: <strong>new@example.com</strong>,
          })}
        </p>,
      );
    expect(render()).toBe(
      "<p>The email of your account was changed from <strong>old@example.com</strong> to <strong>new@example.com</strong>.</p>",
    );
    overwriteGetLocale(() => "zh-cn");
    expect(render()).toBe(
      "<p>你账户的邮箱已从 <strong>old@example.com</strong> 更改为 <strong>new@example.com</strong>。</p>",
    );
  });

  it("leaves braces that name no element, and never reads markup in the words", () => {
    expect(renderToStaticMarkup(<>{messageParts("a {x} <b>{y}</b>", { y: <i>y</i> })}</>)).toBe(
      "a {x} &lt;b&gt;<i>y</i>&lt;/b&gt;",
    );
  });

  it("keeps plurals working when the number is an element (Ukrainian has few and many)", () => {
    overwriteGetLocale(() => "uk");
    const karma = (count: number) =>
      renderToStaticMarkup(
        <>{messageParts(m.profile_karma_count({ count, ...slots("number") }), { number: <strong>{count}</strong> })}</>,
      );
    expect(karma(1)).toBe("<strong>1</strong> бал карми");
    expect(karma(3)).toBe("<strong>3</strong> бали карми");
    expect(karma(5)).toBe("<strong>5</strong> балів карми");
  });
});
