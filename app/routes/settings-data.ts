import { m } from "@common/i18n";
import type { Route } from "./+types/settings-data";
import { openDataExport } from "../../server/data-export/download";
import { redirectWithToast, requireViewerOrSignIn } from "../../server/http/actions";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "secret" };

/**
 * The member's data as a .zip (settings' "Download my data", ADR 0037): the one-use link the settings
 * action answers with once the password is right. A page's action cannot answer with bytes (React Router
 * reads its body as text), so the archive is this resource route's, streamed as it is read.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireViewerOrSignIn(context, request);
  const download = await openDataExport(
    { db: context.database.db, auth: context.auth },
    viewer,
    params.token,
    new Date(),
    (error) => context.logger.error({ reqId: context.requestId, err: error }, "data export failed"),
  );
  if (!download) {
    return redirectWithToast("/settings#data", {
      title: m.settings_download_link_expired_title(),
      description: m.settings_download_link_expired(),
      variant: "destructive",
    });
  }
  return new Response(download.body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${download.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
