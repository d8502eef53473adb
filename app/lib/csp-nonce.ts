import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the request being rendered (app/entry.server.tsx provides it). It is
 * undefined in the browser, which never adds inline scripts, and when pages are prerendered at build time,
 * where the policy allows the scripts by hash instead (ADR 0012).
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce for an inline `<script>` rendered on the server. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
