/**
 * Roles from the command line, for the first admin of a fresh install (README: "Moderation"):
 *
 *   npm run admin -- grant <email> <member|moderator|admin>
 *   npm run admin -- revoke <email>          (back to member)
 *
 * It opens the database the server uses (DATABASE_URL, or the PGlite data in DATA_DIR). PGlite allows
 * one process at a time: stop the server first, or it says which process holds the data.
 */
import { ROLES, type Role } from "../common/moderation";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { setRoleByEmail } from "../server/moderation/roles";

const USAGE = "Usage: npm run admin -- grant <email> <member|moderator|admin>\n       npm run admin -- revoke <email>";

async function main(args: string[]): Promise<number> {
  const [command, email, roleArg] = args;
  const role = command === "revoke" ? "member" : roleArg;
  if (!email || (command !== "grant" && command !== "revoke") || !ROLES.includes(role as Role)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    const member = await setRoleByEmail(database.db, email, role as Role);
    if (!member) {
      console.error(`No account uses the email ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(`${email}${member.username ? ` (${member.username})` : ""} is now ${role}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
