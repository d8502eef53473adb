/**
 * `npm run build` (ADR 0068): runs the build's stages (scripts/stages/index.ts) in order, in this process,
 * each named with its time. A failing stage ends the build with "build stage <name> failed: <error>" and
 * exit code 1. Run after `npm run messages`, which compiles the messages every stage reads through common/.
 */
import { buildStages } from "./stages";
import { BuildStageError, runStages } from "./stages/runner";

let exitCode = 0;
try {
  await runStages(buildStages);
} catch (error) {
  const cause = error instanceof BuildStageError ? error.cause : error;
  const frames = cause instanceof Error ? (cause.stack?.split("\n").filter((line) => /^\s+at /.test(line)) ?? []) : [];
  console.error([error instanceof Error ? error.message : String(error), ...frames].join("\n"));
  exitCode = 1;
}
// The locale-clients stage imports React Router's server builds, whose modules keep timers: nothing is left
// to do, so this process ends itself.
process.exit(exitCode);
