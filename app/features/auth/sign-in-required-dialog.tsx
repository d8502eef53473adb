import { Icon } from "~/components/ui/icons";
import { m } from "@common/i18n";
import { Link } from "~/lib/localized-router";
import { buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { signInHref } from "./sign-in-href";

/** The 'Sign in required' prompt (loaded when first needed). */
export default function SignInRequiredDialog({
  message,
  returnTo,
  onClose,
}: {
  message: string;
  returnTo: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m.auth_sign_in_required_title()}
      description={message}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
          {m.auth_not_now()}
        </button>
        <Link to={signInHref(returnTo)} className={buttonClasses("primary")} onClick={onClose}>
          <Icon name="log-in" aria-hidden className="size-4" /> {m.auth_sign_in()}
        </Link>
      </div>
    </Dialog>
  );
}
