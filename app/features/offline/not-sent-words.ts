import { m } from "@common/i18n";

/**
 * The words of a refusal made in the browser because the request never left it. A module of its own,
 * loaded only when that happens: the pages that can send a form do not carry them in their JavaScript.
 * (Each message is read by name: handing the catalogue itself to a dynamic import would make the bundler
 * keep every message of every locale in the shared layout chunk.)
 */
export const notSentWords = () => ({
  title: m.offline_not_sent_title(),
  body: m.offline_not_sent_body(),
  offline: m.offline_draft_reason(),
});
