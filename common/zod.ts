import { z } from "zod";

// zod compiles object schemas with `new Function` when eval is allowed, and finds out by trying it once. The
// Content-Security-Policy forbids eval, and the browser reports that caught attempt as a violation (ADR 0012):
// in the browser zod runs without compiling. The setting holds for schemas made after it, so common/ modules
// take `z` from here. The server, where eval is allowed, keeps the compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
