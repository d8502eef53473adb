import { FileText, MessagesSquare, Search } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { postPath } from "~/features/forum/paths";
import { SEARCH_TERM_MAX } from "@common/forum";
import { buildGuideIndex } from "~/features/search/guide-index";
import { searchGuides, type GuideSearchEntry } from "~/features/search/guide-search";
import type { Route } from "./+types/search";
import { findPosts } from "../../server/forum/search";

let guideIndex: GuideSearchEntry[] | undefined;

/**
 * `/search?q=`: the palette's results as a page of their own, for a browser without JavaScript and for
 * a link someone shares. Guides match in the server's memory; posts by the same search as the palette's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const term = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_TERM_MAX);
  if (!term) return { term, guides: [], posts: [] };
  guideIndex ??= buildGuideIndex();
  const [guides, posts] = [searchGuides(guideIndex, term), await findPosts(context, term)];
  return { term, guides, posts };
}

export function meta({ data }: Route.MetaArgs) {
  const title = data?.term ? `Search: ${data.term} | Ireland Guide` : "Search | Ireland Guide";
  return [{ title }, { name: "robots", content: "noindex" }];
}

function ResultList({
  heading,
  icon: Icon,
  items,
}: {
  heading: string;
  icon: typeof FileText;
  items: { title: string; href: string }[];
}) {
  return (
    <section aria-label={heading} className="grid gap-2">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="flex min-h-11 items-center gap-2 rounded-md border border-border bg-surface px-3 py-2 hover:border-brand"
            >
              <Icon aria-hidden className="size-4 shrink-0 text-brand" />
              <span className="break-words">{item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchPage({ loaderData: { term, guides, posts } }: Route.ComponentProps) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  const found = guides.length + posts.length > 0;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Search</h1>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
          <Label htmlFor="search-term">Search guides and forum posts</Label>
          <Input
            id="search-term"
            name="q"
            type="search"
            defaultValue={term}
            key={term}
            maxLength={SEARCH_TERM_MAX}
            placeholder="Search information or forum posts..."
          />
        </div>
        <Button type="submit" disabled={searching}>
          <Search aria-hidden className="size-4" /> {searching ? "Searching..." : "Search"}
        </Button>
      </Form>
      {term && !found && (
        <Card className="text-center">
          <p className="text-muted-foreground">No results found.</p>
        </Card>
      )}
      {guides.map((group) => (
        <ResultList key={group.group} heading={group.group} icon={FileText} items={group.items} />
      ))}
      {posts.length > 0 && (
        <ResultList
          heading="Forum Posts"
          icon={MessagesSquare}
          items={posts.map((post) => ({ title: post.title, href: postPath(post.id) }))}
        />
      )}
    </div>
  );
}
