import { LogIn } from "lucide-react";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

/** /auth with a way back to where the visitor is now. */
export function signInHref(returnTo: string): string {
  return `/auth?redirectTo=${encodeURIComponent(returnTo)}`;
}

const SignInRequiredContext = createContext<((message: string) => void) | null>(null);

/**
 * Spec section 6: liking, commenting, posting and reporting as an anonymous visitor shows a 'Sign in
 * required' message with a Sign In action to /auth that remembers where the visitor came from.
 */
export function SignInRequiredProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const location = useLocation();
  const show = useCallback((text: string) => setMessage(text), []);
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return (
    <SignInRequiredContext.Provider value={show}>
      {children}
      <Dialog
        open={message !== null}
        onOpenChange={(open) => !open && setMessage(null)}
        title="Sign in required"
        description={message ?? undefined}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={() => setMessage(null)}>
            Not now
          </button>
          <Link to={signInHref(returnTo)} className={buttonClasses("primary")} onClick={() => setMessage(null)}>
            <LogIn aria-hidden className="size-4" /> Sign In
          </Link>
        </div>
      </Dialog>
    </SignInRequiredContext.Provider>
  );
}

export function useSignInRequired(): (message: string) => void {
  const show = useContext(SignInRequiredContext);
  if (!show) throw new Error("useSignInRequired must be used inside <SignInRequiredProvider>");
  return show;
}
