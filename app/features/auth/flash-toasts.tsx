import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useToast } from "~/components/ui/toast";

/** One-off messages carried across a server redirect as ?flash=…, shown once and removed from the URL. */
const FLASH_MESSAGES: Record<string, { title: string; description?: string }> = {
  "email-confirmed": { title: "Email confirmed", description: "Welcome to Ireland Guide! You are now signed in." },
  "email-changed": { title: "Success", description: "Your email address has been changed." },
};

export function FlashToasts() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const flash = searchParams.get("flash");

  useEffect(() => {
    const message = flash ? FLASH_MESSAGES[flash] : undefined;
    if (!message) return;
    toast(message);
    const rest = new URLSearchParams(searchParams);
    rest.delete("flash");
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true },
    );
  }, [flash, searchParams, location.pathname, location.hash, navigate, toast]);

  return null;
}
