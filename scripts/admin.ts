/**
 * Roles and private groups from the command line, for the first admin of a fresh install (README:
 * "Moderation", "Private groups"):
 *
 *   npm run admin -- grant <email> <member|moderator|admin>
 *   npm run admin -- revoke <email>          (back to member)
 *   npm run admin -- group create <slug> <name> [--domain <domain>] [--description <text>]
 *   npm run admin -- group moderator <slug> <email>   (joins them to the group as its moderator)
 *   npm run admin -- group member <slug> <email>      (a member, or a moderator no longer)
 *
 * It opens the database the server uses (DATABASE_URL, or the PGlite data in DATA_DIR). PGlite allows
 * one process at a time: stop the server first, or it says which process holds the data.
 */
import { ROLES, type Role } from "../common/moderation";
import { loadConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/database";
import { createGroup, setGroupRole } from "../server/groups/create";
import { setRoleByEmail } from "../server/moderation/roles";

const USAGE = [
  "Usage: npm run admin -- grant <email> <member|moderator|admin>",
  "       npm run admin -- revoke <email>",
  "       npm run admin -- group create <slug> <name> [--domain <domain>] [--description <text>]",
  "       npm run admin -- group moderator <slug> <email>",
  "       npm run admin -- group member <slug> <email>",
].join("\n");

/** The value after `--name` in `args`, taken out of them. */
function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
}

async function withDatabase(work: (db: Database["db"]) => Promise<number>): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function group(args: string[]): Promise<number> {
  const domain = option(args, "domain");
  const description = option(args, "description");
  const [command, slug, third] = args;
  if (command === "create" && slug && third) {
    return withDatabase(async (db) => {
      const created = await createGroup(db, { slug, name: third, description, emailDomain: domain });
      const { publicUrl } = loadConfig();
      console.log(`Created /groups/${created.slug}.`);
      console.log(`Invite link: ${publicUrl}/groups/${created.slug}?invite=${created.inviteToken}`);
      return 0;
    });
  }
  if ((command === "moderator" || command === "member") && slug && third) {
    return withDatabase(async (db) => {
      await setGroupRole(db, slug, third, command);
      console.log(`${third} is now a ${command} of /groups/${slug}.`);
      return 0;
    });
  }
  console.error(USAGE);
  return 2;
}

async function main(args: string[]): Promise<number> {
  if (args[0] === "group") return group(args.slice(1));
  const [command, email, roleArg] = args;
  const role = command === "revoke" ? "member" : roleArg;
  if (!email || (command !== "grant" && command !== "revoke") || !ROLES.includes(role as Role)) {
    console.error(USAGE);
    return 2;
  }
  return withDatabase(async (db) => {
    const member = await setRoleByEmail(db, email, role as Role);
    if (!member) {
      console.error(`No account uses the email ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(`${email}${member.username ? ` (${member.username})` : ""} is now ${role}.`);
    return 0;
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
