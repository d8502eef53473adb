import { MessageSquarePlus, Settings, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClasses } from "~/components/ui/button";
import { useCurrentUser } from "~/features/auth/current-user";
import type { Route } from "./+types/dashboard";
import { requireUser } from "../../server/auth/require-user";

export function meta() {
  return [{ title: "Dashboard | Ireland Guide" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await requireUser(context, request) };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser() ?? loaderData.user;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Dashboard</h1>
        <p className="mt-2 text-muted-foreground">Welcome, {user.username ?? user.email}.</p>
      </div>
      {!user.username && (
        <Alert variant="info">
          <p>
            You have not chosen a username yet, so your posts show as &lsquo;Anonymous&rsquo;. Choose one on your
            profile.
          </p>
        </Alert>
      )}
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="text-xl font-semibold">
          Quick actions
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/community/forum/new-post" className={buttonClasses("primary")}>
            <MessageSquarePlus aria-hidden className="size-4" /> New post
          </Link>
          <Link to={`/profile/${user.id}`} className={buttonClasses("secondary")}>
            <UserRound aria-hidden className="size-4" /> Edit profile
          </Link>
          <Link to="/settings" className={buttonClasses("secondary")}>
            <Settings aria-hidden className="size-4" /> Settings
          </Link>
        </div>
      </section>
    </div>
  );
}
