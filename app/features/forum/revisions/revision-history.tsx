import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "~/lib/localized-router";
import { commentPath, postPath } from "@common/forum";
import { categoryLabel } from "@common/forum-categories";
import { plural } from "@common/plural";
import type { DiffPart, RevisionsPage, RevisionView, TextDiff } from "@common/revisions";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { LocalDate } from "~/lib/dates";

// An addition right after a removal stands a little apart from it ("one month two months").
const INSERTED =
  "rounded-sm [del+&]:ms-1 bg-brand-soft text-foreground underline decoration-brand decoration-2 underline-offset-2";
const DELETED = "rounded-sm bg-accent-soft text-foreground line-through decoration-accent decoration-2";
const VISIBILITY_NOTE = {
  hidden: "This item is hidden: only its author and moderators see it and its history.",
  pending: "This post is waiting for a moderator: only its author and moderators see it and its history.",
  removed: "This item was deleted by a moderator: only moderators see it and its history.",
} as const;

/** 1234 → "1,234", without loading the browser's number formats (see common/forum.ts). */
const withThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Added and removed words, marked by <ins> and <del> (underlined, struck through) and said to screen readers. */
function Added({ text }: { text: string }) {
  return (
    <ins className={INSERTED}>
      <span className="sr-only">[added: </span>
      {text}
      <span className="sr-only">]</span>
    </ins>
  );
}

function Removed({ text }: { text: string }) {
  return (
    <del className={DELETED}>
      <span className="sr-only">[removed: </span>
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
          [… {withThousands(part.chars)} characters not changed …]{" "}
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
      {!diff.wordByWord && (
        <p className="text-sm text-muted-foreground">
          Too much changed to compare word by word: the text before is shown removed, the text after added.
        </p>
      )}
      <p className="mt-1 rounded-md border border-border bg-background p-3 whitespace-pre-wrap wrap-anywhere">
        {diff.parts.map((part, index) => (
          <Part key={index} part={part} />
        ))}
      </p>
    </>
  );
}

function Editor({ editor }: { editor: RevisionView["editor"] }) {
  if (!editor) return <>someone not recorded</>;
  return (
    <Link to={`/profile/${editor.id}`} className="font-medium text-brand underline">
      {editor.username ?? "a member"}
    </Link>
  );
}

function Revision({ revision }: { revision: RevisionView }) {
  const headingId = `edit-${revision.number}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-4 sm:p-5">
        <h2 id={headingId} className="text-lg font-semibold">
          Edit {revision.number}
        </h2>
        <p className="text-sm text-muted-foreground">
          By <Editor editor={revision.editor} />, <LocalDate iso={revision.editedAt} />
        </p>
        {revision.title && (
          <section className="mt-3">
            <h3 className="font-medium">Title</h3>
            <Diff diff={revision.title} />
          </section>
        )}
        {revision.category && (
          <section className="mt-3">
            <h3 className="font-medium">Category</h3>
            <p className="mt-1">
              <Removed text={categoryLabel(revision.category.before)} /> →{" "}
              <Added text={categoryLabel(revision.category.after)} />
            </p>
          </section>
        )}
        {revision.content && (
          <section className="mt-3">
            <h3 className="font-medium">Text</h3>
            <Diff diff={revision.content} />
          </section>
        )}
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
  const author = item.author?.username ?? "Anonymous";
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <Link to={itemHref} className="inline-flex min-h-11 items-center gap-1 justify-self-start text-brand underline">
        <ArrowLeft aria-hidden className="size-4" /> Back to the {item.kind}
      </Link>
      <div>
        <h1 className="text-3xl font-bold wrap-anywhere">Edit history</h1>
        <p className="mt-2 wrap-anywhere text-muted-foreground">
          {item.kind === "post" ? (
            <>
              The post “
              <Link to={itemHref} className="text-brand underline">
                {item.postTitle}
              </Link>
              ” by {author}, posted <LocalDate iso={item.createdAt} />.
            </>
          ) : (
            <>
              A{" "}
              <Link to={itemHref} className="text-brand underline">
                comment
              </Link>{" "}
              by {author} on “{item.postTitle}”, written <LocalDate iso={item.createdAt} />.
            </>
          )}{" "}
          Edited {total} {plural(total, "time", "times")}.
        </p>
        {item.visibility !== "visible" && (
          <p className="mt-2 rounded-md border border-border bg-surface-muted p-3 text-sm">
            {VISIBILITY_NOTE[item.visibility]}
          </p>
        )}
        {total > 0 && (
          <p className="mt-2 text-sm">
            Words an edit added are <Added text="underlined" />; words it removed are <Removed text="struck through" />.
          </p>
        )}
      </div>
      {total === 0 ? (
        <Card>
          <p>
            No earlier text is kept: this {item.kind} was edited before its history was kept, or its edit changed
            nothing.
          </p>
        </Card>
      ) : (
        <ol className="grid gap-4" aria-label="Edits, newest first">
          {revisions.map((revision) => (
            <Revision key={revision.number} revision={revision} />
          ))}
        </ol>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={pageHref}
        label="Pages of the edit history"
        previousLabel="Newer"
        nextLabel="Older"
      />
    </div>
  );
}
