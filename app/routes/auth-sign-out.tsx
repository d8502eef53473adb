import { m } from "@common/i18n";
import { useNavigation } from "react-router";
import { Form, redirect } from "~/lib/localized-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { Route } from "./+types/auth-sign-out";
import { accountContext } from "../../server/auth/account-context";
import { signOut } from "../../server/auth/sign-out";
import { runAction } from "../../server/http/actions";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

export { retryAfterHeaders as headers } from "~/lib/route-headers";

export function meta() {
  return [{ title: m.auth_sign_out_meta_title() }, { name: "robots", content: "noindex" }];
}

/** Someone who opens /auth/sign-out gets a button (signing out is a POST, so a link cannot do it). */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await context.viewer())) throw redirect("/auth");
  return null;
}

/** Spec: sign-out goes to /auth; an ended session is already signed out, which is not an error. */
export async function action({ request, context }: Route.ActionArgs) {
  return runAction(request, context, null, async () => ({
    ...(await signOut(await accountContext(context, request))),
    redirectTo: "/auth",
  }));
}

export default function SignOutPage() {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="text-center">
        <h1 className="text-2xl font-bold">{m.auth_sign_out_heading()}</h1>
        <p className="mt-2 text-muted-foreground">{m.auth_sign_out_question()}</p>
        <Form method="post" className="mt-6">
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? m.auth_signing_out() : m.auth_sign_out()}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
