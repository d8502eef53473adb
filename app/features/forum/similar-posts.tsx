import { useEffect, useId, useState } from "react";
import { localNumber } from "@common/plural";
import { Link, useFetcher } from "~/lib/localized-router";
import { categoryLabel } from "@common/forum-categories";
import { m } from "@common/i18n";
import { localizedPath } from "@common/locale-path";
import {
  SIMILAR_DEBOUNCE_MS,
  titleIsSearchable,
  type SimilarPost,
  type SimilarPostsAnswer,
} from "@common/similar-posts";
import { Icon } from "~/components/ui/icons";
import { postPath } from "./paths";

/** The "Solved" mark, when the post says it has an accepted answer (issue #31 item 2). */
function SolvedMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 font-medium text-brand">
      <Icon name="circle-check" aria-hidden className="size-3.5" />
      {` ${m.forum_badge_solved()}`}
    </span>
  );
}

const commentsText = (count: number) => m.forum_comment_count({ count, shown: localNumber(count) });

type ListedPost = Pick<SimilarPost, "id" | "title" | "category" | "solved"> & { commentsCount?: number };

/**
 * One post in a list of similar questions (its title as the link, opening in a new tab, then its category,
 * comment count and Solved mark) or of related posts (the title and the mark: they share the category).
 */
function PostLine({ post, similar }: { post: ListedPost; similar: boolean }) {
  const title = (
    <span dir="auto" className="wrap-anywhere">
      {post.title}
    </span>
  );
  const solved = post.solved && <SolvedMark />;
  if (!similar) {
    return (
      <li className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
        <Link to={postPath(post.id)} className="font-medium text-brand underline">
          {title}
        </Link>
        {solved}
      </li>
    );
  }
  return (
    <li className="grid gap-1 py-2">
      {/* A plain link (it opens a new tab), so it is given the reader's locale prefix itself. */}
      <a
        href={localizedPath(postPath(post.id))}
        target="_blank"
        rel="noopener"
        className="font-medium text-brand underline"
      >
        {title}
        <Icon name="external-link" aria-hidden className="ms-1 inline size-3.5 align-baseline" />
        <span className="sr-only">{m.forum_opens_in_new_tab()}</span>
      </a>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span>{categoryLabel(post.category)}</span>
        {post.commentsCount !== undefined && (
          <span>
            <span aria-hidden>· </span>
            {commentsText(post.commentsCount)}
          </span>
        )}
        {solved}
      </p>
    </li>
  );
}

/** The title field's text as it is typed (the field is the form's own, uncontrolled: it posts without JavaScript). */
function useTypedText(fieldId: string): string {
  const [text, setText] = useState("");
  useEffect(() => {
    const field = document.getElementById(fieldId);
    if (!(field instanceof HTMLInputElement)) return;
    const read = () => setText(field.value);
    read();
    field.addEventListener("input", read);
    return () => field.removeEventListener("input", read);
  }, [fieldId]);
  return text;
}

/**
 * "Similar questions" under the new-post form's title (issue #31 item 3, ADR 0035): as the title is
 * typed, up to five existing posts that the site search finds for it (in a private group: the group's), each opening in a new tab so that
 * nothing typed is lost. Asks 300 ms after the last key (useFetcher drops a stale answer), once the
 * title has 8 characters and 2 words; the last answer stays while the next is on its way. How many were
 * found is said politely to screen readers. Without JavaScript nothing is shown and the form posts as
 * ever.
 */
export function SimilarQuestions({ titleFieldId, group }: { titleFieldId: string; group: string | null }) {
  const headingId = useId();
  const typed = useTypedText(titleFieldId).trim();
  const searchable = titleIsSearchable(typed);
  const fetcher = useFetcher<SimilarPostsAnswer>({ key: "similar-questions" });
  const load = fetcher.load;
  useEffect(() => {
    if (!searchable) return;
    const timer = window.setTimeout(() => {
      const asked = new URLSearchParams({ title: typed });
      if (group) asked.set("group", group);
      void load(`/resources/similar-posts?${asked}`);
    }, SIMILAR_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, searchable, load, group]);
  const answer = searchable ? fetcher.data : undefined;
  const posts = answer?.posts ?? [];
  const current = answer?.title === typed;
  const status = current && posts.length > 0 ? m.forum_similar_found({ count: posts.length }) : "";
  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      {posts.length > 0 ? (
        <section aria-labelledby={headingId} className="rounded-md border border-border bg-surface-muted px-4 py-3">
          <h2 id={headingId} className="text-base font-semibold">
            {m.forum_similar_heading()}
          </h2>
          <p className="text-sm text-muted-foreground">{m.forum_similar_intro()}</p>
          <ul className="divide-y divide-border">
            {posts.map((post) => (
              <PostLine key={post.id} post={post} similar />
            ))}
          </ul>
        </section>
      ) : answer?.message ? (
        <p className="text-sm text-muted-foreground">{answer.message}</p>
      ) : null}
    </>
  );
}

/** "Related posts" at the foot of a post's page: read with the page (ADR 0035), links in the same tab. */
export function RelatedPosts({
  posts,
}: {
  posts: readonly Pick<SimilarPost, "id" | "title" | "category" | "solved">[];
}) {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-border bg-surface p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold">
        {m.forum_related_heading()}
      </h2>
      <ul className="mt-2 divide-y divide-border">
        {posts.map((post) => (
          <PostLine key={post.id} post={post} similar={false} />
        ))}
      </ul>
    </section>
  );
}
