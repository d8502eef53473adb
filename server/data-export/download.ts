import type { Auth } from "../auth/auth";
import { authSecret } from "../auth/better-auth-calls";
import type { Db } from "../db/database";
import type { Viewer } from "../identity";
import { hitRateLimit } from "../rate-limit";
import { zipStream } from "./archive";
import { DATA_EXPORT_LINK_SECONDS, readDataExportToken } from "./link";
import { memberArchive, profileOf } from "./member-data";

export interface DataExportDownload {
  filename: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * Opens the archive a download link names (ADR 0037): only for the member it was made for, in their own
 * session, before it expires, and once (its nonce is counted in rate_limits, so a second opening, from
 * any process, finds it used). Null when the link is not good; the archive is read as it is sent.
 */
export async function openDataExport(
  { db, auth }: { db: Db; auth: Auth },
  viewer: Viewer,
  token: string,
  now: Date,
  log?: (error: unknown) => void,
): Promise<DataExportDownload | null> {
  const link = readDataExportToken(await authSecret(auth), token, now);
  if (!link || link.memberId !== viewer.id) return null;
  const use = await hitRateLimit(db, `dataExport:link:${link.nonce}`, {
    max: 1,
    windowSeconds: DATA_EXPORT_LINK_SECONDS,
  });
  if (!use.allowed) return null;
  const profile = await profileOf(db, viewer.id);
  if (!profile) return null;
  const body = zipStream(memberArchive(db, { id: viewer.id, sessionId: viewer.sessionId }, profile, now), now, log);
  // Usernames keep to these characters (common/profile.ts); the header stays safe whatever an old row holds.
  const name = profile.username.replace(/[^A-Za-z0-9_.-]/g, "_");
  return { filename: `ireland-guide-${name}-${now.toISOString().slice(0, 10)}.zip`, body };
}
