import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { m } from "@common/i18n";
import { baseLocale, overwriteGetLocale } from "@common/paraglide/runtime.js";
import { richText } from "./rich-text";
import { SolvedBadge } from "./solved-badge";

afterEach(() => overwriteGetLocale(() => baseLocale));

const joinDiscussion = () =>
  renderToStaticMarkup(
    <p>
      {richText((parts) => m.forum_join_discussion(parts), {
        signIn: <a href="/auth">{m.forum_join_sign_in()}</a>,
        createAccount: <a href="/auth?mode=sign-up">{m.forum_join_create_account()}</a>,
      })}
    </p>,
  );

describe("a translated sentence with links inside (issue #33)", () => {
  it("reads as the English did", () => {
    expect(joinDiscussion()).toBe(
      '<p><a href="/auth">Sign in</a> or <a href="/auth?mode=sign-up">create an account</a> to join the discussion.</p>',
    );
  });

  it("puts the links where the language puts them, as elements, with their words translated", () => {
    overwriteGetLocale(() => "zh-cn");
    expect(joinDiscussion()).toBe(
      '<p><a href="/auth">登录</a>或<a href="/auth?mode=sign-up">注册账号</a>即可参与讨论。</p>',
    );
    overwriteGetLocale(() => "ar");
    expect(joinDiscussion()).toContain('<a href="/auth">سجّل الدخول</a> أو <a href="/auth?mode=sign-up">');
  });

  it("escapes what a member wrote that goes in as a piece", () => {
    const html = renderToStaticMarkup(
      <p>{richText((parts) => m.forum_by_author({ name: parts.name }), { name: "<b>x</b>" })}</p>,
    );
    expect(html).toBe("<p>by &lt;b&gt;x&lt;/b&gt;</p>");
  });
});

describe("the Solved badge", () => {
  it("keeps its English HTML and speaks the locale", () => {
    expect(renderToStaticMarkup(<SolvedBadge solved />)).toMatch(/<\/svg> Solved<\/span>$/);
    overwriteGetLocale(() => "uk");
    expect(renderToStaticMarkup(<SolvedBadge solved />)).toMatch(/<\/svg> Вирішено<\/span>$/);
  });
});
