import { Icon } from "~/components/ui/icons";
import { useState } from "react";
import { m } from "@common/i18n";
import { Link, useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import { iconActionClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useCurrentUser, useSignInRequired } from "~/features/auth";
import { useActionToast, useOnNewResult } from "~/features/forms";
import { useReturnTo } from "./paths";
import { ReportFields, type ReportTarget, reportHref } from "./report-fields";

export type { ReportTarget };

const REPORT_TITLES = {
  post: () => m.report_this_post(),
  comment: () => m.report_this_comment(),
  user: () => m.report_this_user(),
} as const;

/**
 * Report a post, a comment or a user. A link to the /report page (which works without JavaScript);
 * with JavaScript the same form opens in a dialog and is sent by a fetcher.
 */
export function ReportButton({
  target,
  what,
  signInMessage,
  anchor,
  compact = true,
}: {
  target: ReportTarget;
  what: "post" | "comment" | "user";
  signInMessage: string;
  /** The element to come back to after reporting (post-…, comment-…). */
  anchor?: string;
  compact?: boolean;
}) {
  const user = useCurrentUser();
  const promptSignIn = useSignInRequired();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  const returnTo = useReturnTo(anchor);
  useActionToast(fetcher.data, { failureTitle: m.report_error_submitting(), signInMessage });
  useOnNewResult(fetcher.data, (result) => result?.ok && setOpen(false));

  return (
    <>
      <Link
        to={reportHref(target, returnTo)}
        aria-label={compact ? m.report_action() : undefined}
        rel="nofollow"
        onClick={(event) => {
          event.preventDefault();
          if (!user) return promptSignIn(signInMessage);
          setOpen(true);
        }}
        className={iconActionClasses()}
      >
        <Icon name="flag" aria-hidden className="size-4" />
        {!compact && m.report_action()}
      </Link>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={REPORT_TITLES[what]()}
        description={m.report_dialog_description()}
      >
        <fetcher.Form method="post" action="/report" className="mt-4">
          <ReportFields
            target={target}
            returnTo={returnTo}
            result={fetcher.data}
            pending={fetcher.state !== "idle"}
            onCancel={() => setOpen(false)}
          />
        </fetcher.Form>
      </Dialog>
    </>
  );
}
