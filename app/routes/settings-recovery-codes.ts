import { m } from "@common/i18n";
import type { Route } from "./+types/settings-recovery-codes";
import { recoveryCodesFile } from "../../server/auth/two-factor/recovery-codes-shown";
import { requireViewerOrSignIn } from "../../server/http/actions";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

/**
 * The recovery codes as a text file (settings' Download link), only while settings still shows them:
 * right after two-factor sign-in is turned on or new codes are made, until the member says they are saved.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireViewerOrSignIn(context, request);
  const file = await recoveryCodesFile({ db: context.database.db, auth: context.auth }, viewer);
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (!file) {
    return new Response(`${m.twofa_codes_file_gone()}\n`, {
      status: 404,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(file, {
    headers: {
      ...headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": 'attachment; filename="ireland-guide-recovery-codes.txt"',
    },
  });
}
