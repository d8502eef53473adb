CREATE TABLE "suspension_notices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suspension_notices" ADD CONSTRAINT "suspension_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspension_notices_user_id_idx" ON "suspension_notices" USING btree ("user_id");
--> statement-breakpoint
-- ── Hand-written below: functions, the backfills and the profile trigger (issue #29, ADR 0023) ──────────
-- Every member has a username. One who has not chosen one is given `member-` and the first 8 hex digits
-- of their id (more digits while that is taken); they can change it on their profile. Nobody may choose
-- a name of that shape (common/profile.ts isReservedUsername), so a given name can only meet another given one.
CREATE OR REPLACE FUNCTION given_username(member_id uuid) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  digits text := replace(member_id::text, '-', '');
  candidate text;
BEGIN
  FOR size IN 8..23 LOOP
    candidate := 'member-' || substr(digits, 1, size);
    IF NOT EXISTS (SELECT 1 FROM profiles WHERE lower(username) = candidate) THEN
      RETURN candidate;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free username for member %', member_id;
END;
$$;
--> statement-breakpoint
-- Members from before this migration who never chose one, one statement each so that each sees the names
-- given before it. Migrations run under an advisory lock (server/db/database.ts): one process does this.
DO $$
DECLARE
  member_id uuid;
BEGIN
  FOR member_id IN SELECT id FROM profiles WHERE username IS NULL ORDER BY created_at, id LOOP
    UPDATE profiles SET username = given_username(member_id) WHERE id = member_id;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Sign-up passes the username the member chose (checked by the server, and free a moment ago) as
-- better-auth's `name`: the profile gets it in the same transaction as the user, and if another member took
-- it meanwhile the unique index refuses the profile, and with it the whole sign-up. A user made any other
-- way (or with a name that is not a valid username) is given one.
CREATE OR REPLACE FUNCTION create_profile_for_user() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  chosen text := btrim(coalesce(NEW.name, ''));
BEGIN
  IF chosen !~ '^[A-Za-z0-9_][A-Za-z0-9_.-]{1,28}[A-Za-z0-9_]$' THEN
    chosen := given_username(NEW.id);
  END IF;
  INSERT INTO profiles (id, username, created_at, updated_at) VALUES (NEW.id, chosen, NEW.created_at, NEW.created_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Members from before this migration who confirmed their address are taken to have signed in already:
-- their next sign-in says "Welcome back!", not the first sign-in's welcome.
UPDATE users SET first_signed_in_at = coalesce(
  (SELECT min(s.created_at) FROM sessions s WHERE s.user_id = users.id), users.updated_at
) WHERE email_verified AND first_signed_in_at IS NULL;
