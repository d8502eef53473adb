import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "@common/sections";

export const PUBLIC_URL = typeof __PUBLIC_URL__ === "string" ? __PUBLIC_URL__ : "http://127.0.0.1:3000";

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const url = `${PUBLIC_URL}${path === "/" ? "" : path}` || PUBLIC_URL;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IE" },
    { name: "twitter:card", content: "summary" },
  ];
}
