import { m } from "@common/i18n";
import { pageMeta } from "~/lib/seo";
import { OfflineMessage } from "~/features/offline/offline-message";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export function meta() {
  return [
    ...pageMeta({ title: m.offline_page_title(), description: m.offline_page_description(), path: "/offline" }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Shown by the service worker in place of a page that was never saved on this device (ADR 0039). It is
 * plain HTML there (the worker leaves its scripts out), so its links are ordinary links: each one opens a
 * page the worker has kept.
 */
export default function OfflinePage() {
  return <OfflineMessage />;
}
