import { Icon } from "~/components/ui/icons";
import { localNumber } from "@common/plural";
import { Link, useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { commentPath, postPath } from "@common/forum";
import { categoryLabel } from "@common/forum-categories";
import { m } from "@common/i18n";
import type { DiffPart, RevisionsPage, RevisionView, TextDiff } from "@common/revisions";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { useActionToast } from "~/features/forms";
import { LocalDate } from "~/lib/dates";
import { richText } from "../rich-text";

// An addition right after a removal stands a little apart from it ("one month two months").
const INSERTED =
  "rounded-sm [del+&]:ms-1 bg-brand-soft text-foreground underline decoration-brand decoration-2 underline-offset-2";
const DELETED = "rounded-sm bg-accent-soft text-foreground line-through decoration-accent decoration-2";
const VISIBILITY_NOTE = {
  hidden: () => m.forum_history_note_hidden(),
  pending: () => m.forum_history_note_pending(),
  removed: () => m.forum_history_note_removed(),
} as const;

/** 1234 → "1,234" in English, "1.234" in Spanish. */

/** Added and removed words, marked by <ins> and <del> (underlined, struck through) and said to screen readers. */
function Added({ text }: { text: string }) {
  return (
    <ins className={INSERTED}>
      <span className="sr-only">{m.forum_history_added_sr()}</span>
      {text}
      <span className="sr-only">]</span>
    </ins>
  );
}

function Removed({ text }: { text: string }) {
  return (
    <del className={DELETED}>
      <span className="sr-only">{m.forum_history_removed_sr()}</span>
      {text}
      <span className="sr-only">]</span>
    </del>
  );
}

function Part({ part }: { part: DiffPart }) {
  switch (part.kind) {
    case "added":
      return <Added text={part.text} />;
    case "removed":
      return <Removed text={part.text} />;
    case "skipped":
      return (
        <span className="text-sm text-muted-foreground italic">
          {" "}
          {m.forum_history_skipped({ count: localNumber(part.chars) })}{" "}
        </span>
      );
    default:
      return <>{part.text}</>;
  }
}

/** The Markdown source as written, with the edit's changes marked. */
function Diff({ diff }: { diff: TextDiff }) {
  return (
    <>
      {!diff.wordByWord && <p className="text-sm text-muted-foreground">{m.forum_history_too_much()}</p>}
      <p className="mt-1 rounded-md border border-border bg-background p-3 whitespace-pre-wrap wrap-anywhere">
        {diff.parts.map((part, index) => (
          <Part key={index} part={part} />
        ))}
      </p>
    </>
  );
}

function Editor({ editor }: { editor: RevisionView["editor"] }) {
  if (!editor) return <>{m.forum_history_someone()}</>;
  return (
    <Link to={`/profile/${editor.id}`} className="font-medium text-brand underline">
      {editor.username ?? m.forum_history_a_member()}
    </Link>
  );
}

/**
 * "Hide the text before this edit" (its author, a moderator) or, to a moderator, "Put it back" (ADR 0047):
 * a plain form without JavaScript, a fetcher with it (the page is read again, as the reader now sees it).
 */
function VersionButton({ revision, history }: { revision: RevisionView; history: RevisionsPage }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, { failureTitle: m.forum_history_not_changed() });
  const hide = !revision.hidden;
  if (hide ? !history.mayHide : !history.mayRestore) return null;
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mt-3" onSubmit={(event) => saving && event.preventDefault()}>
      <input type="hidden" name="intent" value={hide ? "hide-version" : "show-version"} />
      <input type="hidden" name="number" value={revision.number} />
      <button
        type="submit"
        aria-disabled={saving || undefined}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-brand hover:bg-surface-muted aria-disabled:opacity-60"
      >
        {hide && <Icon name="eye-off" aria-hidden className="size-4" />}
        {saving ? m.forum_saving() : hide ? m.forum_history_hide() : m.forum_history_show()}
      </button>
    </fetcher.Form>
  );
}

/** Which text of the edit is out of the public history, said to whoever reads the page. */
function HiddenNote({ revision, staff }: { revision: RevisionView; staff: boolean }) {
  if (!revision.hidden && !revision.leftHidden) return null;
  const what = revision.hidden
    ? staff
      ? m.forum_history_hidden_staff()
      : m.forum_history_hidden_public()
    : staff
      ? m.forum_history_left_hidden_staff()
      : m.forum_history_left_hidden_public();
  return <p className="mt-3 rounded-md border border-border bg-surface-muted p-3 text-sm">{what}</p>;
}

function Revision({ revision, history }: { revision: RevisionView; history: RevisionsPage }) {
  const headingId = `edit-${revision.number}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-4 sm:p-5">
        <h2 id={headingId} className="text-lg font-semibold">
          {m.forum_history_edit_number({ number: revision.number })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {richText((parts) => m.forum_history_by(parts), {
            editor: <Editor editor={revision.editor} />,
            date: <LocalDate iso={revision.editedAt} />,
          })}
        </p>
        <HiddenNote revision={revision} staff={history.mayRestore} />
        {revision.title && (
          <section className="mt-3">
            <h3 className="font-medium">{m.forum_history_title()}</h3>
            <Diff diff={revision.title} />
          </section>
        )}
        {revision.category && (
          <section className="mt-3">
            <h3 className="font-medium">{m.forum_history_category()}</h3>
            <p className="mt-1">
              <Removed text={categoryLabel(revision.category.before)} /> →{" "}
              <Added text={categoryLabel(revision.category.after)} />
            </p>
          </section>
        )}
        {revision.content && (
          <section className="mt-3">
            <h3 className="font-medium">{m.forum_history_text()}</h3>
            <Diff diff={revision.content} />
          </section>
        )}
        <VersionButton revision={revision} history={history} />
      </article>
    </li>
  );
}

/**
 * A post's or comment's edit history (issue #31 item 7): each edit, newest first, who made it and when,
 * and what it changed, compared word by word on the server. Paged with plain links.
 */
export function RevisionHistory({ history, pageHref }: { history: RevisionsPage; pageHref: (page: number) => string }) {
  const { item, revisions, total, page, pageCount } = history;
  const itemHref = item.commentId ? commentPath(item.postId, item.commentId) : postPath(item.postId);
  const author = item.author?.username ?? m.forum_anonymous();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <Link to={itemHref} className="inline-flex min-h-11 items-center gap-1 justify-self-start text-brand underline">
        <Icon name="arrow-left" aria-hidden className="size-4" />{" "}
        {item.kind === "post" ? m.forum_history_back_post() : m.forum_history_back_comment()}
      </Link>
      <div>
        <h1 className="text-3xl font-bold wrap-anywhere">{m.forum_history_heading()}</h1>
        <p className="mt-2 wrap-anywhere text-muted-foreground">
          <LocalDate
            iso={item.createdAt}
            sentence={(date, form) =>
              item.kind === "post"
                ? richText((parts) => m.forum_history_post_intro({ ...parts, form }), {
                    title: (
                      <Link to={itemHref} className="text-brand underline">
                        {item.postTitle}
                      </Link>
                    ),
                    author,
                    date,
                  })
                : richText((parts) => m.forum_history_comment_intro({ ...parts, form }), {
                    comment: (
                      <Link to={itemHref} className="text-brand underline">
                        {m.forum_history_comment_link()}
                      </Link>
                    ),
                    author,
                    title: item.postTitle,
                    date,
                  })
            }
          />{" "}
          {m.forum_history_edited_times({ count: total })}
        </p>
        {item.visibility !== "visible" && (
          <p className="mt-2 rounded-md border border-border bg-surface-muted p-3 text-sm">
            {VISIBILITY_NOTE[item.visibility]()}
          </p>
        )}
        {total > 0 && (
          <p className="mt-2 text-sm">
            {richText((parts) => m.forum_history_legend(parts), {
              added: <Added text={m.forum_history_underlined()} />,
              removed: <Removed text={m.forum_history_struck()} />,
            })}
          </p>
        )}
      </div>
      {total === 0 ? (
        <Card>
          <p>{item.kind === "post" ? m.forum_history_none_post() : m.forum_history_none_comment()}</p>
        </Card>
      ) : (
        <ol className="grid gap-4" aria-label={m.forum_history_edits_label()}>
          {revisions.map((revision) => (
            <Revision key={revision.number} revision={revision} history={history} />
          ))}
        </ol>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={pageHref}
        label={m.forum_history_pages()}
        previousLabel={m.forum_history_newer()}
        nextLabel={m.forum_history_older()}
      />
    </div>
  );
}
