// Draws the site's PNG pictures from public/favicon.svg (which the react-router stage copies to
// build/client): the page's favicon (build/client/icons/icon-32.png, and /favicon.ico around it), the
// installed app's icons (icons/icon-192.png, icon-512.png and their "maskable" copies, which the web
// manifests name, ADR 0039) and the link preview's card (server/http/public-address.ts names it). Runs
// before the service-worker stage, which precaches the icons.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { SOCIAL_CARD } from "../../server/http/public-address";

const ICON_SIZES = [192, 512];
const FAVICON_SIZE = 32;

/** Draws every picture into `clientDir` from its favicon.svg; says what it drew. */
export async function drawIcons(clientDir: string): Promise<string> {
  const svg = readFileSync(join(clientDir, "favicon.svg"));
  mkdirSync(join(clientDir, "icons"), { recursive: true });
  // The page's favicon (app/root.tsx): a PNG, as the browser reads an SVG one by building a document for
  // it on the page's main thread while the page loads (ADR 0043).
  await sharp(svg, { density: 72 })
    .resize(FAVICON_SIZE, FAVICON_SIZE)
    .png({ compressionLevel: 9 })
    .toFile(join(clientDir, "icons", `icon-${FAVICON_SIZE}.png`));
  writeFileSync(
    join(clientDir, "favicon.ico"),
    icoWrapping(readFileSync(join(clientDir, "icons", `icon-${FAVICON_SIZE}.png`))),
  );
  await writeSocialCard(clientDir, svg);
  for (const size of ICON_SIZES) {
    await sharp(svg, { density: 72 * (size / 32) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(clientDir, "icons", `icon-${size}.png`));
    // "maskable": the mark inside the safe zone (the middle 80%) on the brand green.
    const inner = Math.round(size * 0.8);
    const mark = await sharp(svg, { density: 72 * (inner / 32) })
      .resize(inner, inner)
      .png()
      .toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: "#0b6e3f" } })
      .composite([{ input: mark, gravity: "centre" }])
      .png({ compressionLevel: 9 })
      .toFile(join(clientDir, "icons", `maskable-${size}.png`));
  }
  return `drew the favicon, ${ICON_SIZES.length * 2} app icons and the social card from favicon.svg`;
}

/**
 * /favicon.ico, which browsers and crawlers ask for whatever the page names: the 32 px PNG in an ICO
 * wrapper (one image, stored as PNG, which every browser since 2007 reads).
 */
function icoWrapping(png: Buffer): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(FAVICON_SIZE, 6);
  header.writeUInt8(FAVICON_SIZE, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}

/** The picture a link preview shows (server/http/public-address.ts names it): the mark and the name on the brand green. */
async function writeSocialCard(clientDir: string, svg: Buffer) {
  const markSize = 260;
  const mark = await sharp(svg, { density: 72 * (markSize / 32) })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  // The name in the system's sans-serif at build time: no font is fetched (the mark's letters are drawn the same way).
  const name = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD.width}" height="160">` +
      `<text x="50%" y="110" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">Ireland Guide</text></svg>`,
  );
  await sharp({
    create: { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, channels: 3, background: "#0b6e3f" },
  })
    .composite([
      { input: mark, top: 110, left: (SOCIAL_CARD.width - markSize) / 2 },
      { input: name, top: 400, left: 0 },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(clientDir, SOCIAL_CARD.path.slice(1)));
}
