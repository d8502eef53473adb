import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

const SignInRequiredDialog = lazy(() => import("./sign-in-required-dialog"));

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
      {message !== null && (
        <Suspense fallback={null}>
          <SignInRequiredDialog message={message} returnTo={returnTo} onClose={() => setMessage(null)} />
        </Suspense>
      )}
    </SignInRequiredContext.Provider>
  );
}

export function useSignInRequired(): (message: string) => void {
  const show = useContext(SignInRequiredContext);
  if (!show) throw new Error("useSignInRequired must be used inside <SignInRequiredProvider>");
  return show;
}
