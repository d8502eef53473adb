/** Set by vite.config.ts from PUBLIC_URL at build time. */
declare const __PUBLIC_URL__: string;
