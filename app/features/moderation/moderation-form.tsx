import { useId, useRef } from "react";
import { useFetcher } from "~/lib/localized-router";
import type { ActionResult } from "@common/action-result";
import {
  GROUP_MODERATOR_ACTIONS,
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  SUSPENSION_DAYS,
  type ModerationAction,
} from "@common/moderation";
import { m } from "@common/i18n";
import { Button } from "~/components/ui/button";
import { inputClasses, Label, narrowSelectClasses } from "~/components/ui/input";
import { useActionToast, useFieldErrors } from "~/features/forms";

export const MODERATION_PATH = "/moderation";

/**
 * Which buttons a target shows, given its state. `suspended`: the member (or the post's or comment's
 * author) is suspended now: they are not offered Suspend or Ban again (the server refuses both), only
 * Lift suspension (on the member).
 */
export function actionsFor(target: {
  targetType: "post" | "comment" | "user";
  visibility?: string | null;
  isPinned?: boolean;
  isLocked?: boolean;
  suspended?: boolean;
  hasReports?: boolean;
  /** For a private group's moderator: only what they may do (GROUP_MODERATOR_ACTIONS, ADR 0061). */
  groupModerator?: boolean;
}): ModerationAction[] {
  const { targetType, visibility, hasReports } = target;
  const onMember: ModerationAction[] = target.suspended ? [] : ["suspend", "ban"];
  if (targetType === "user") {
    return [...(hasReports ? (["dismiss"] as const) : []), ...(target.suspended ? (["unsuspend"] as const) : onMember)];
  }
  const item: ModerationAction[] = [];
  if (hasReports) item.push("dismiss");
  if (visibility === "pending") item.push("approve");
  else if (visibility === "hidden" || visibility === "removed") item.push("unhide");
  else item.push("hide");
  if (visibility !== "removed") item.push("remove");
  if (targetType === "post" && visibility === "visible") {
    item.push(target.isLocked ? "unlock" : "lock", target.isPinned ? "unpin" : "pin");
  }
  const actions = [...item, ...onMember];
  return target.groupModerator ? actions.filter((action) => GROUP_MODERATOR_ACTIONS.has(action)) : actions;
}

/**
 * One target's moderation form: a reason (shown to the author and in the public log) and one submit
 * button per action. It posts to /moderation's action; without JavaScript the browser comes back to
 * `returnTo` with the result as a flash message.
 */
export function ModerationForm({
  targetType,
  targetId,
  actions,
  returnTo,
  subject,
}: {
  targetType: "post" | "comment" | "user";
  targetId: string;
  actions: ModerationAction[];
  returnTo: string;
  /** What the buttons act on, for screen readers: "the post 'Room in Rathmines'". */
  subject: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  useActionToast(fetcher.data);
  const errors = useFieldErrors(fetcher.data, formRef, id);
  const onMember = (action: ModerationAction) => action === "suspend" || action === "ban" || action === "unsuspend";
  const memberActions = actions.filter(onMember);
  const itemActions = actions.filter((action) => !onMember(action));
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={MODERATION_PATH} ref={formRef} className="grid gap-3">
      <input type="hidden" name="targetType" value={targetType} />
      <input type="hidden" name="targetId" value={targetId} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>
          {targetType === "user" ? m.mod_form_reason_member() : m.mod_form_reason_author()}
        </Label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={2}
          maxLength={MODERATION_REASON_MAX}
          className={inputClasses}
          {...errors.field("reason")}
        />
        {errors.message("reason")}
      </div>
      {itemActions.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={m.mod_form_actions_on({ subject })}>
          {itemActions.map((action) => (
            <Button
              key={action}
              type="submit"
              name="intent"
              value={action}
              size="sm"
              variant={action === "remove" ? "destructive" : "secondary"}
              disabled={busy}
            >
              {MODERATION_ACTIONS[action].label}
            </Button>
          ))}
        </div>
      )}
      {memberActions.length > 0 && (
        <div
          className="flex flex-wrap items-end gap-2"
          role="group"
          aria-label={targetType === "user" ? m.mod_form_actions_on_member() : m.mod_form_actions_on_author()}
        >
          {memberActions.includes("suspend") && (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-days`}>
                  {targetType === "user" ? m.mod_form_suspend_member_for() : m.mod_form_suspend_author_for()}
                </Label>
                <select id={`${id}-days`} name="days" className={narrowSelectClasses} defaultValue="7">
                  {SUSPENSION_DAYS.map((days) => (
                    <option key={days} value={days}>
                      {m.mod_form_days({ count: days })}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" name="intent" value="suspend" size="sm" variant="secondary" disabled={busy}>
                {MODERATION_ACTIONS.suspend.label}
              </Button>
            </>
          )}
          {memberActions.includes("unsuspend") && (
            <Button type="submit" name="intent" value="unsuspend" size="sm" variant="secondary" disabled={busy}>
              {MODERATION_ACTIONS.unsuspend.label}
            </Button>
          )}
          {memberActions.includes("ban") && (
            <Button type="submit" name="intent" value="ban" size="sm" variant="destructive" disabled={busy}>
              {targetType === "user" ? m.mod_form_ban_member() : m.mod_form_ban_author()}
            </Button>
          )}
        </div>
      )}
      {errors.formError && (
        <p role="alert" className="text-sm text-destructive">
          {errors.formError}
        </p>
      )}
    </fetcher.Form>
  );
}
