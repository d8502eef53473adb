import { createAuthClient } from "better-auth/client";

/** better-auth's browser client: every account action goes through it to /api/auth. */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://127.0.0.1" : window.location.origin,
  basePath: "/api/auth",
});

export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
}
