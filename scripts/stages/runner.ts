/**
 * The build's runner (ADR 0068): it runs named stages in order, in this process, and says how long each
 * took. A stage that throws stops the build with an error that names it. What each stage reads and writes
 * is declared beside it (scripts/stages/index.ts) and checked by scripts/build.test.ts.
 */

export interface BuildStage {
  /** Short and unique: it is what the log and a failure name. */
  name: string;
  /**
   * What the stage reads: paths relative to the project, a trailing "/" for a whole folder, `*` and `**`
   * for parts of names. Under build/ each must be written by an earlier stage; elsewhere it is source.
   */
  reads: string[];
  /** What the stage writes, in the same form: under build/ only. */
  writes: string[];
  /** Does the work; what it returns (a line saying what it made) is logged after the stage's time. */
  run(): Promise<string | void>;
}

/** A stage's failure: "build stage <name> failed: <what its error says>", with that error as the cause. */
export class BuildStageError extends Error {
  constructor(
    readonly stage: string,
    cause: unknown,
  ) {
    super(`build stage ${stage} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "BuildStageError";
  }
}

/** Runs `stages` one after another; the first that fails stops the rest and is thrown as a BuildStageError. */
export async function runStages(stages: readonly BuildStage[], log: (line: string) => void = console.log) {
  const started = performance.now();
  for (const stage of stages) {
    log(`build stage ${stage.name}`);
    const stageStarted = performance.now();
    let summary: string | void;
    try {
      summary = await stage.run();
    } catch (error) {
      throw new BuildStageError(stage.name, error);
    }
    log(`build stage ${stage.name} done in ${seconds(stageStarted)}${summary ? `: ${summary}` : ""}`);
  }
  log(`built in ${seconds(started)}`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
