import { createHmac } from "node:crypto";

/**
 * RFC 6238 time-based one-time passwords, written here from the RFC rather than taken from the library
 * under test: what an authenticator app computes from the key that settings shows.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 (spaces and padding ignored, any case). */
export function base32Decode(key: string): Buffer {
  const clean = key.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit code for the 30-second step that contains `at` (RFC 6238 with HMAC-SHA-1, as apps use). */
export function totp(base32Key: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac("sha1", base32Decode(base32Key)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

/** A 6-digit code that no step near now accepts (better-auth allows one step either side). */
export function wrongTotp(base32Key: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((step) => totp(base32Key, Date.now() + step * 30_000)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}

/** The 30-second time step that contains `at`. */
export const stepOf = (at = Date.now()) => Math.floor(at / 30_000);

/**
 * The code an authenticator app shows for the first step after `usedStep`, and that step: the server
 * takes each step's code once (RFC 6238 §5.2) and only within one step of now, so this waits, as a member
 * would, until the app shows it.
 */
export async function codeAfter(base32Key: string, usedStep: number): Promise<{ code: string; step: number }> {
  const step = Math.max(stepOf(), usedStep + 1);
  const wait = step * 30_000 - 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
  return { code: totp(base32Key, step * 30_000), step };
}
