CREATE TABLE "notification_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"cadence" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_mails_cadence_check" CHECK ("notification_mails"."cadence" IN ('immediately', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"replies" text DEFAULT 'immediately' NOT NULL,
	"mentions" text DEFAULT 'immediately' NOT NULL,
	"watching" text DEFAULT 'daily' NOT NULL,
	"likes" text DEFAULT 'never' NOT NULL,
	"moderation" text DEFAULT 'immediately' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_check" CHECK ("notification_preferences"."replies" IN ('immediately', 'daily', 'never') AND "notification_preferences"."mentions" IN ('immediately', 'daily', 'never')
        AND "notification_preferences"."watching" IN ('immediately', 'daily', 'never') AND "notification_preferences"."likes" IN ('immediately', 'daily', 'never')
        AND "notification_preferences"."moderation" IN ('immediately', 'daily', 'never'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_ids" uuid[] NOT NULL,
	"post_id" uuid,
	"comment_id" uuid,
	"group_key" text,
	"action" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('reply', 'comment', 'mention', 'watching', 'like', 'moderation'))
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_level_check" CHECK ("watches"."level" IN ('watching', 'normal', 'muted'))
);
--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_mails_user_cadence_idx" ON "notification_mails" USING btree ("user_id","cadence");--> statement-breakpoint
CREATE INDEX "notification_mails_due_idx" ON "notification_mails" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."read_at" IS NULL AND "notifications"."emailed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_group_idx" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."group_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "notifications_post_idx" ON "notifications" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_user_post_idx" ON "watches" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE INDEX "watches_post_idx" ON "watches" USING btree ("post_id","level");--> statement-breakpoint

-- Notifications (issue #16, ADR 0017). A member's unread count lives in notification_counters, kept by
-- statement-level triggers with transition tables: a comment that notifies 10,000 watchers in one
-- INSERT ... SELECT updates their counters in one statement, not 10,000. Each changed count is announced
-- on the member_changes channel, which the server fans out to that member's live connections only.
CREATE OR REPLACE FUNCTION notifications_unread_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    INSERT INTO notification_counters AS c (user_id, unread_count)
      SELECT user_id, count(*)::int FROM new_rows WHERE read_at IS NULL GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET unread_count = c.unread_count + excluded.unread_count
    RETURNING c.user_id, c.unread_count
  LOOP
    PERFORM pg_notify('member_changes', json_build_object('userId', r.user_id, 'unread', r.unread_count)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_unread_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_unread_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notifications_unread_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    WITH delta AS (
      SELECT n.user_id,
        sum((n.read_at IS NULL)::int - (o.read_at IS NULL)::int)::int AS d
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      GROUP BY n.user_id
    )
    UPDATE notification_counters c SET unread_count = GREATEST(c.unread_count + delta.d, 0)
    FROM delta WHERE c.user_id = delta.user_id AND delta.d <> 0
    RETURNING c.user_id, c.unread_count
  LOOP
    PERFORM pg_notify('member_changes', json_build_object('userId', r.user_id, 'unread', r.unread_count)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_unread_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION notifications_unread_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notifications_unread_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    WITH delta AS (
      SELECT user_id, count(*)::int AS d FROM old_rows WHERE read_at IS NULL GROUP BY user_id
    )
    UPDATE notification_counters c SET unread_count = GREATEST(c.unread_count - delta.d, 0)
    FROM delta WHERE c.user_id = delta.user_id
    RETURNING c.user_id, c.unread_count
  LOOP
    PERFORM pg_notify('member_changes', json_build_object('userId', r.user_id, 'unread', r.unread_count)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_unread_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_unread_delete();
