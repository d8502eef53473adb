import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** The server/ boundary in eslint.config.js, run through ESLint itself on code that is never written to disk. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL(".", import.meta.url)) });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax")
    .map((m) => ({ ruleId: m.ruleId, line: m.line, message: m.message }));
}

const serverImports = {
  relative: `import { getPost } from "../../../server/forum/service";\nexport const x = getPost;\n`,
  "type-only": `import type { Viewer } from "../../../server/request-context";\nexport type X = Viewer;\n`,
  "through the ~ alias": `import { getPost } from "~/../server/forum/service";\nexport const x = getPost;\n`,
  "bare, through baseUrl": `import { getPost } from "server/forum/service";\nexport const x = getPost;\n`,
  "folder index": `import * as server from "../../../server";\nexport const x = server;\n`,
  "re-export": `export { getPost } from "../../../server/forum/service";\n`,
  dynamic: `export const load = () => import("../../../server/forum/service");\n`,
};

describe("eslint: browser code does not import server/", () => {
  for (const [kind, code] of Object.entries(serverImports)) {
    it(`rejects a ${kind} import of server/ in a feature component`, async () => {
      const errors = await boundaryErrors("app/features/forum/some-component.tsx", code);
      expect(errors).toHaveLength(1);
      expect(errors[0].message).toMatch(/server\/ is Node-only/);
    });
  }

  it.each(["app/components/ui/widget.tsx", "app/lib/helper.ts", "app/routes.ts", "common/shared.ts"])(
    "rejects it in %s",
    async (filePath) => {
      expect(await boundaryErrors(filePath, serverImports.relative)).toHaveLength(1);
    },
  );

  it.each(["app/routes/x.tsx", "app/routes/x.ts", "app/root.tsx", "app/features/x.server.ts", "app/lib/.server/x.ts"])(
    "allows it in %s",
    async (filePath) => {
      for (const code of Object.values(serverImports)) {
        expect(await boundaryErrors(filePath, code)).toEqual([]);
      }
    },
  );

  it("leaves look-alikes alone", async () => {
    const code = [
      `import { renderToString } from "react-dom/server";`,
      `import { status } from "./server-status";`,
      `import { host } from "~/lib/servers";`,
      `export const x = [renderToString, status, host];`,
    ].join("\n");
    expect(await boundaryErrors("app/features/forum/some-component.tsx", code)).toEqual([]);
  });
});
