import type { Link, Parent, PhrasingContent, Root, Text } from "mdast";
import { mentionPath, splitMentions } from "@common/notifications";

/**
 * A remark plugin: `@username` in a post's or comment's text becomes a link to that member's profile.
 * Only text nodes are touched, so code (inline or in blocks) and existing links keep their words.
 */
export function remarkMentions() {
  return (tree: Root) => {
    walk(tree);
  };
}

function walk(node: Parent) {
  if (node.type === "link" || node.type === "linkReference") return;
  const children: Parent["children"] = [];
  for (const child of node.children) {
    if (child.type === "text") {
      children.push(...split(child));
    } else {
      if ("children" in child) walk(child as Parent);
      children.push(child);
    }
  }
  node.children = children;
}

function split(node: Text): PhrasingContent[] {
  const parts = splitMentions(node.value);
  if (parts.length === 1 && "text" in parts[0]!) return [node];
  return parts.map((part): PhrasingContent => {
    if ("text" in part) return { type: "text", value: part.text };
    const link: Link = {
      type: "link",
      url: mentionPath(part.username),
      children: [{ type: "text", value: `@${part.username}` }],
    };
    return link;
  });
}
