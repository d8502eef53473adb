import { m } from "@common/i18n";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icons";
import { Link } from "~/lib/localized-router";
import type { PageHandle } from "~/lib/page-audience";
import type { Route } from "./+types/groups";
import { groupsOf } from "../../server/groups/read";
import { requireViewerOrSignIn } from "../../server/http/actions";

/** The member's own groups. */
export const handle: PageHandle = { audience: "reader" };

export function meta() {
  return [{ title: m.groups_meta_index_title() }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewerOrSignIn(context, request);
  return { groups: await groupsOf(context.database.db, viewer) };
}

/** The private groups the member is in (issue #47 item 3); each links to its page. */
export default function GroupsPage({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{m.groups_your_groups()}</h1>
      {groups.length === 0 ? (
        <Card>
          <p className="text-muted-foreground">{m.groups_none_yet()}</p>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {groups.map((group) => (
            <li key={group.slug}>
              <Card className="grid gap-1">
                <Link
                  to={`/groups/${group.slug}`}
                  className="text-lg font-semibold text-foreground underline wrap-anywhere"
                >
                  <bdi>{group.name}</bdi>
                </Link>
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon name="lock" aria-hidden className="size-4" /> {m.groups_private_badge()}
                  {group.role === "moderator" && <span>· {m.groups_moderator_badge()}</span>}
                </p>
                {group.description && (
                  <p dir="auto" className="text-muted-foreground line-clamp-2">
                    {group.description}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
