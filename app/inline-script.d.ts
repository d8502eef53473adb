/** A module imported as an inline script's text (scripts/lib/inline-script.ts, Vite's inlineScriptPlugin). */
declare module "*?inline-script" {
  const text: string;
  export default text;
}
