/**
 * What settings shows about how the member signs in (server/auth/two-factor.ts and sessions.ts make it,
 * app/features/settings shows it).
 */

/** One signed-in browser: no token, only what tells the member's devices apart. */
export interface SessionSummary {
  id: string;
  /** "Firefox on Windows". */
  device: string;
  createdAt: string;
  /** When this browser last used the site (to within a few minutes). */
  lastActiveAt: string;
  current: boolean;
}

/** The two-factor section's state: which step of turning it on, or on, or off. */
export type TwoFactorSettings =
  | { status: "off" }
  /** Waiting for the first code: the QR code (an SVG data URL) and the same key to type in. */
  | { status: "setup"; qrCode: string; manualKey: string }
  /** Just turned on, or new codes asked for (`renewed`): the recovery codes, shown once. */
  | { status: "recovery-codes"; codes: string[]; renewed: boolean }
  | { status: "on"; recoveryCodesLeft: number };

/** The password prompts, asked for in the URL (`/settings?two-factor=turn-on`). */
export type TwoFactorStep = "turn-on" | "turn-off" | "new-codes" | null;

export const TWO_FACTOR_STEP_PARAM = "two-factor";

export function twoFactorStep(value: string | null): TwoFactorStep {
  return value === "turn-on" || value === "turn-off" || value === "new-codes" ? value : null;
}
