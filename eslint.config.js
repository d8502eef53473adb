import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * An import specifier that reaches the top-level `server/` folder: relative (`../server`,
 * `../../server/http/actions`), through an alias (`~/../server/x`), bare through tsconfig's
 * `baseUrl` (`server/x`) or absolute. Matched on the specifier text, so it needs no resolver and
 * fails closed; package subpaths such as `react-dom/server` are left alone.
 */
const SERVER_IMPORT = String.raw`^((\.{1,2}|~|@common|@content)?/(.*/)?)?server(/|$)`;

/**
 * Links, forms, redirects and navigation keep the reader's locale (issue #33, ADR 0040): they come from
 * app/lib/localized-router.tsx (server code: common/locale-path.ts), never raw from react-router.
 */
const LOCALIZED_ROUTER = {
  name: "react-router",
  importNames: ["Link", "NavLink", "Form", "redirect", "useNavigate", "useSubmit", "useFetcher"],
  message:
    "Import it from ~/lib/localized-router (server code: common/locale-path.ts): those keep the reader's locale (/ar/…) in the address.",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "coverage/", "common/paraglide/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  jsxA11y.flatConfigs.recommended,
  {
    // Check the design-system wrappers as the elements they render. (Not React Router's Link: it
    // renders `<a href>`, but the rules would see an `<a>` without `href` and call it non-interactive.)
    settings: {
      "jsx-a11y": { components: { Button: "button", Input: "input", Textarea: "textarea", Label: "label" } },
    },
  },
  {
    // Browser-bundled code must not reach server/. Route modules (loaders and actions are stripped
    // from the client bundle) and `*.server.ts(x)` / `.server/` modules are the only way in.
    files: ["app/**/*.{ts,tsx}", "common/**/*.{ts,tsx}"],
    ignores: [
      "app/root.tsx",
      "app/routes/*.{ts,tsx}",
      "app/**/*.server.{ts,tsx}",
      "app/**/.server/**",
      "common/zod.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [LOCALIZED_ROUTER],
          patterns: [
            {
              regex: "^zod(/|$)",
              message:
                "Take z from common/zod.ts: it turns off zod's eval probe in the browser, which the Content-Security-Policy reports as a violation.",
            },
            {
              regex: SERVER_IMPORT,
              message:
                "server/ is Node-only: import it from a route module (app/routes/*, app/root.tsx) or a *.server.ts file and pass data through loaders/actions.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportExpression > Literal.source[value=/${SERVER_IMPORT.replaceAll("/", "\\/")}/]`,
          message: "server/ is Node-only: load it from a route module or a *.server.ts file.",
        },
      ],
    },
  },
  {
    // The files the block above leaves out still keep the locale in their links and redirects.
    files: [
      "app/root.tsx",
      "app/routes/*.{ts,tsx}",
      "app/**/*.server.{ts,tsx}",
      "app/**/.server/**",
      "common/zod.ts",
      "server/**/*.{ts,tsx}",
    ],
    rules: { "no-restricted-imports": ["error", { paths: [LOCALIZED_ROUTER] }] },
  },
  {
    files: ["scripts/**", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // No function over 120 lines in app/ or server/ (issue #49 item 4): split it into pieces named for what they do.
    files: ["server/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "max-lines-per-function": ["error", { max: 120, skipBlankLines: true, skipComments: true }] },
  },
);
