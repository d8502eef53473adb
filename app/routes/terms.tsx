import { formatDay } from "~/lib/day-format";
import { Link } from "~/lib/localized-router";
import { pageMeta } from "~/lib/seo";
import { m } from "@common/i18n";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

export function meta() {
  return pageMeta({
    title: m.ui_terms_of_use(),
    description: m.terms_meta_description(),
    path: "/terms-and-conditions",
  });
}

/** The day these terms last changed (shown in the page's language: "22 November 2026" in English). */
const LAST_UPDATED = "2026-11-22";

const sections: { title: string; paragraphs: string[] }[] = [
  {
    title: "Your Account",
    paragraphs: [
      "You must be at least 16 years old to create an account. By signing up you confirm that you are, and that the details you give us are true.",
      "You are responsible for keeping your password secret and for everything done with your account. Tell us at once through the forum's report function if you think someone else is using it.",
      "One person, one account. You may close your account at any time from your settings.",
    ],
  },
  {
    title: "User Conduct and Content",
    paragraphs: [
      "The forum exists so that newcomers can help each other. Be respectful, stay on topic and write in a way that a person new to Ireland can understand.",
      "Do not post anything unlawful, hateful, harassing, sexually explicit, defamatory or misleading; do not impersonate others, share other people's personal data, advertise, spam, or post scams such as fake rental listings.",
      "You are responsible for what you post. Information in the forum is shared by members and is not professional legal, immigration, medical, tax or financial advice: always check the official source.",
    ],
  },
  {
    title: "Moderation",
    paragraphs: [
      "Members can report posts, comments and profiles. Our moderators review reports and may edit, hide or remove content, lock discussions, and warn, suspend or close accounts that break these terms, with or without notice.",
      "We do not review everything before it appears and cannot promise to catch every problem. If you see something that breaks these terms, please report it.",
    ],
  },
  {
    title: "License to Your Content",
    paragraphs: [
      "You keep the rights to what you write. By posting it you give Ireland Guide a worldwide, non-exclusive, royalty-free licence to host, store, display, reproduce and distribute it as part of the service, for as long as it stays on the site.",
      "If you delete a post or comment, it is removed at once, with its replies and likes. If you close your account, your profile, avatar and sign-in details are deleted; your posts and comments stay so that discussions still make sense, but they are shown as written by 'Anonymous' and no longer link to you. Delete anything you want gone before you close your account.",
    ],
  },
  {
    title: "Disclaimers and Limitation of Liability",
    paragraphs: [
      "Our guides are written with care and link to official sources, but rules, fees and addresses change. The service is provided 'as is', without warranty that it is complete, current or free of errors.",
      "To the extent Irish law allows, Ireland Guide is not liable for loss arising from your use of the site, from content posted by members, or from the external websites we link to. Nothing in these terms limits rights you have as a consumer that cannot be limited by law.",
    ],
  },
  {
    title: "Changes to These Terms",
    paragraphs: [
      "We may update these terms as the service changes. We will show the date of the latest version on this page and, for significant changes, tell signed-in members on the site before they take effect.",
      "If you keep using Ireland Guide after a change takes effect, the new terms apply to you. If you do not agree, you can close your account.",
    ],
  },
  {
    title: "Governing Law",
    paragraphs: [
      "These terms are governed by the laws of Ireland. The courts of Ireland have jurisdiction over any dispute arising from them, without affecting your right as a consumer to bring proceedings in the courts of the country where you live.",
    ],
  },
];

export default function Terms() {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-4xl font-bold">{m.ui_terms_of_use()}</h1>
      <p className="mt-3 text-muted-foreground">{m.terms_last_updated({ date: formatDay(LAST_UPDATED) })}</p>
      <p className="mt-6">
        These terms apply to everyone who uses Ireland Guide, its guides and its community forum. Please read them
        before you create an account.
      </p>
      <ol className="mt-8 space-y-10">
        {sections.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`terms-${index + 1}`}>
              <h2 id={`terms-${index + 1}`} className="text-2xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3">
                  {paragraph}
                </p>
              ))}
            </section>
          </li>
        ))}
      </ol>
      <p className="mt-12 rounded-lg border border-border bg-surface p-5">
        {m.terms_ready()}{" "}
        <Link to="/auth" className="font-medium text-brand underline">
          {m.terms_sign_in()}
        </Link>
        .
      </p>
    </article>
  );
}
