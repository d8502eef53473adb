/**
 * npm run seed:load -- [--users N] [--posts N] [--comments N] [--likes N] [--force]
 *
 * Fills the configured database (DATABASE_URL, or the PGlite folder DATA_DIR; the server must not be
 * running on it) with a realistic community: by default 10,000 members, 100,000 posts, 500,000 comments
 * and 1,000,000 likes (likes that would repeat a member's like of the same item drop out). Set-based
 * (INSERT … SELECT over generate_series), with a progress bar on a terminal; every counter and karma is
 * then checked against a recount, and the database is VACUUM ANALYZEd. A database with members who were
 * not seeded (real accounts) is refused unless --force.
 */
import { loadConfig } from "../server/config";
import {
  counterMismatches,
  DEFAULT_SEED_COUNTS,
  openSeedConnection,
  realMembers,
  seedCommunity,
  type SeedCounts,
} from "./lib/seed";

const args = process.argv.slice(2);
function count(name: keyof SeedCounts): number {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return DEFAULT_SEED_COUNTS[name];
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 0 || (name === "users" && value < 1)) {
    throw new Error(`--${name} must be a whole number${name === "users" ? " of at least 1" : ""}`);
  }
  return value;
}

function bar({ step, done, total }: { step: string; done: number; total: number }, started: number) {
  const width = 30;
  const share = total > 0 ? done / total : 1;
  const filled = Math.round(share * width);
  const seconds = Math.round((performance.now() - started) / 1000);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}%  ${step}  ${seconds}s`;
}

async function main() {
  const counts: SeedCounts = {
    users: count("users"),
    posts: count("posts"),
    comments: count("comments"),
    likes: count("likes"),
  };
  const force = args.includes("--force");
  const config = loadConfig();
  const target = config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
  const where = config.DATABASE_URL
    ? new URL(config.DATABASE_URL).pathname.slice(1) + " (PostgreSQL)"
    : `${config.DATA_DIR} (PGlite)`;
  const connection = await openSeedConnection(target);
  try {
    const real = await realMembers(connection.run);
    if (real > 0 && !force) {
      process.stderr.write(
        `${where} has ${real} member${real === 1 ? "" : "s"} who were not seeded: refusing to add a seed to it. Use --force to seed anyway.\n`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(
      `Seeding ${where}: ${counts.users.toLocaleString("en")} members, ${counts.posts.toLocaleString("en")} posts, ${counts.comments.toLocaleString("en")} comments, ${counts.likes.toLocaleString("en")} likes`,
    );
    const started = performance.now();
    const tty = process.stdout.isTTY;
    let lastStep = "";
    await seedCommunity(connection.run, counts, (progress) => {
      if (tty) process.stdout.write(`\r${bar(progress, started)}\x1b[K`);
      else if (progress.step !== lastStep) console.log(bar(progress, started));
      lastStep = progress.step;
    });
    if (tty) process.stdout.write("\n");
    const totals =
      await connection.run(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM posts)::int AS posts,
      (SELECT count(*) FROM comments)::int AS comments, (SELECT count(*) FROM likes)::int AS likes`);
    const problems = await counterMismatches(connection.run);
    console.log(
      `Done in ${Math.round((performance.now() - started) / 1000)} s. The database now holds ${JSON.stringify(totals[0])}.`,
    );
    if (problems.length > 0) {
      process.stderr.write(`Counters differ from a recount:\n  ${problems.join("\n  ")}\n`);
      process.exitCode = 1;
    } else {
      console.log("Every counter, karma and total equals a recount.");
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed:load failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
