import { randomInt } from "node:crypto";

/**
 * Recovery codes (ADR 0015): ten one-time codes like `7KQ4M-X9HTA`, made here for better-auth's twoFactor
 * plugin. Digits and capitals without the look-alikes 0/O and 1/I/L (nor U, as Crockford's base32 leaves
 * it out): 30 symbols, so ten of them hold 49 bits. A code is read off paper or a screen and typed on a
 * phone, so any case, spaces and dashes are taken.
 */
export const RECOVERY_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const RECOVERY_CODE_COUNT = 10;
const LENGTH = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = "";
    for (let i = 0; i < LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * A code as typed or as stored, in one form to compare: capitals, without spaces or dashes, and the
 * look-alikes read as Crockford's base32 reads them (O as 0, I and L as 1). New codes have none of
 * these; codes made before (mixed case, all letters and digits) still match however they are typed.
 */
export function normalizeRecoveryCode(code: string): string {
  return code
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}
