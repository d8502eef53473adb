/**
 * Draws app/components/ui/icons.svg: one <symbol> per name in ICON_NAMES, with the paths of lucide-react's
 * icon of that name. Run `npm run icons` after adding a name; icons.test.ts fails while the file is stale.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ICON_NAMES } from "../app/components/ui/icon-names";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

export const ICON_SPRITE_PATH = fileURLToPath(new URL("../app/components/ui/icons.svg", import.meta.url));

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

function symbolOf(name: string, node: IconNode): string {
  const shapes = node.map(([tag, attributes]) => {
    const written = Object.entries(attributes)
      .filter(([attribute]) => attribute !== "key")
      .map(([attribute, value]) => `${attribute}="${escapeAttribute(String(value))}"`);
    return `<${tag} ${written.join(" ")}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
}

export async function drawIconSprite(): Promise<string> {
  const symbols = await Promise.all(
    ICON_NAMES.map(async (name) => {
      const module = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
      return symbolOf(name, module.__iconData.node);
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ICON_SPRITE_PATH, await drawIconSprite());
  console.log(`drew ${ICON_NAMES.length} icons into ${ICON_SPRITE_PATH}`);
}
