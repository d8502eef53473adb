import { useId } from "react";
import { m } from "@common/i18n";
import { Link } from "~/lib/localized-router";
import { isFailure, type ActionResult } from "@common/action-result";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "@common/forum";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";

export type ReportTarget = { postId: string } | { commentId: string } | { userId: string };

/** /report?post=… (or comment=, user=), the page that reports without JavaScript. */
export function reportHref(target: ReportTarget, returnTo: string): string {
  const [key, id] =
    "postId" in target
      ? ["post", target.postId]
      : "commentId" in target
        ? ["comment", target.commentId]
        : ["user", target.userId];
  return `/report?${key}=${id}&redirectTo=${encodeURIComponent(returnTo)}`;
}

/** The report form's fields (reason, details, send): the same in the dialog and on the /report page. */
export function ReportFields({
  target,
  returnTo,
  result,
  pending,
  onCancel,
}: {
  target: ReportTarget;
  returnTo: string;
  result: ActionResult | undefined;
  pending: boolean;
  onCancel?: () => void;
}) {
  const id = useId();
  const failed = isFailure(result) ? result : null;
  const [targetName, targetId] = Object.entries(target)[0]!;
  return (
    <div className="grid gap-4">
      <input type="hidden" name={targetName} value={targetId} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <fieldset
        className="grid gap-2"
        aria-describedby={failed?.error.field === "reason" ? `${id}-reason-error` : undefined}
      >
        <legend className="text-sm font-medium">{m.report_reason()}</legend>
        {REPORT_REASONS.map((option) => (
          <label key={option.value} className="flex min-h-9 items-center gap-3 text-sm">
            <input
              type="radio"
              name="reason"
              value={option.value}
              defaultChecked={failed?.fields?.reason === option.value}
              className="size-4 shrink-0 accent-[var(--brand)]"
            />
            {option.label}
          </label>
        ))}
        {failed?.error.field === "reason" && (
          <p id={`${id}-reason-error`} className="text-sm text-destructive">
            {failed.error.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-details`}>{m.report_details_optional()}</Label>
        <Textarea
          id={`${id}-details`}
          name="details"
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          defaultValue={failed?.fields?.details}
        />
      </div>
      {failed && failed.error.field !== "reason" && <Alert>{failed.error.message}</Alert>}
      <div className="flex justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {m.forum_cancel()}
          </Button>
        ) : (
          <Link to={returnTo} className={buttonClasses("secondary")}>
            {m.forum_cancel()}
          </Link>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? m.report_submitting() : m.report_submit()}
        </Button>
      </div>
    </div>
  );
}
