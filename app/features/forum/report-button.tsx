import { Flag } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FORUM_MESSAGES, REPORT_DETAILS_MAX, REPORT_REASONS } from "@common/forum";
import { Alert } from "~/components/ui/alert";
import { Button, iconActionClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Label, Textarea } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { useCurrentUser } from "~/features/auth/current-user";
import { useSignInRequired } from "~/features/auth/sign-in-required";
import { apiFetch, ApiError } from "~/lib/api";

export type ReportTarget = { postId: string } | { commentId: string } | { userId: string };

/** Report a post, a comment or a user: a reason from a short list plus optional detail. */
export function ReportButton({
  target,
  what,
  signInMessage,
  compact = true,
}: {
  target: ReportTarget;
  what: "post" | "comment" | "user";
  signInMessage: string;
  compact?: boolean;
}) {
  const user = useCurrentUser();
  const promptSignIn = useSignInRequired();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const detailsId = useId();
  const groupId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(FORUM_MESSAGES.chooseReason);
    setPending(true);
    try {
      await apiFetch("/api/forum/reports", {
        method: "POST",
        json: { ...target, reason, details: details.trim() || undefined },
      });
      setOpen(false);
      setReason("");
      setDetails("");
      toast({ title: "Report submitted successfully", description: "Thank you. Our moderators will review it." });
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : "Something went wrong";
      setError(message);
      toast({ title: "Error submitting report", description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        aria-label={compact ? "Report" : undefined}
        onClick={() => {
          if (!user) return promptSignIn(signInMessage);
          setError(null);
          setOpen(true);
        }}
        className={iconActionClasses()}
      >
        <Flag aria-hidden className="size-4" />
        {!compact && "Report"}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Report this ${what}`}
        description="Tell our moderators what is wrong."
      >
        <form onSubmit={submit} className="mt-4 grid gap-4">
          <fieldset className="grid gap-2">
            <legend id={groupId} className="text-sm font-medium">
              Reason
            </legend>
            {REPORT_REASONS.map((option) => (
              <label key={option.value} className="flex min-h-9 items-center gap-3 text-sm">
                <input
                  type="radio"
                  name="reason"
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => setReason(option.value)}
                  className="size-4 accent-[var(--brand)]"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={detailsId}>Details (optional)</Label>
            <Textarea
              id={detailsId}
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
          </div>
          {error && <Alert>{error}</Alert>}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Submitting..." : "Submit Report"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
