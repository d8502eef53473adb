CREATE TABLE "group_join_requests" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" IN ('member', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email_domain" text,
	"invite_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_size_check" CHECK ("groups"."slug" ~ '^[a-z0-9][a-z0-9-]{1,47}$' AND char_length("groups"."name") BETWEEN 1 AND 100
        AND char_length("groups"."description") <= 1000
        AND ("groups"."email_domain" IS NULL OR "groups"."email_domain" ~ '^[a-z0-9.-]{1,253}$'))
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_join_requests_group_user_idx" ON "group_join_requests" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_join_requests_user_idx" ON "group_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_user_idx" ON "group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_slug_idx" ON "groups" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_invite_token_idx" ON "groups" USING btree ("invite_token");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_group_idx" ON "comments" USING btree ("group_id") WHERE "comments"."group_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_group_idx" ON "posts" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."group_id" IS NOT NULL;--> statement-breakpoint
-- Issue #47 item 3 (ADR 0061): a private group's posts and comments are read by its members and moderators
-- only. A comment carries its post's group, copied as it is written, so that the read policy
-- (server/read-policy.ts) asks each row alike; a post never changes group.
CREATE FUNCTION comments_copy_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.group_id := (SELECT group_id FROM posts WHERE id = NEW.post_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER comments_copy_group BEFORE INSERT OR UPDATE OF post_id, group_id ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_copy_group();--> statement-breakpoint
-- What every visitor may read is now public and visible: a group's posts are in no public list, count, total
-- or live feed.
CREATE OR REPLACE FUNCTION readable_by_everyone(post posts) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT post.visibility = 'visible' AND post.group_id IS NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION readable_by_everyone(comment comments) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT comment.visibility = 'visible' AND comment.group_id IS NULL
$$;--> statement-breakpoint
-- A post's count of comments is read only where the post is: it counts what every reader of the post may
-- read, in a group as outside.
CREATE FUNCTION readable_with_its_post(comment comments) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT comment.visibility = 'visible'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comment_counters (comment_id) VALUES (NEW.id);
  END IF;
  IF TG_OP <> 'DELETE' AND readable_with_its_post(NEW) THEN delta := delta + 1; END IF;
  IF TG_OP <> 'INSERT' AND readable_with_its_post(OLD) THEN delta := delta - 1; END IF;
  IF delta > 0 THEN
    UPDATE post_counters SET comments_count = comments_count + delta,
      last_activity_at = GREATEST(last_activity_at, NEW.created_at)
    WHERE post_id = NEW.post_id;
  ELSIF delta < 0 THEN
    UPDATE post_counters SET comments_count = GREATEST(comments_count + delta, 0)
    WHERE post_id = coalesce(NEW.post_id, OLD.post_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A member who joins, leaves or is removed from a group reads other pages from their next request: every
-- process drops the pages it keeps for them (server/http/kept-pages.ts hears member_changes), and their
-- open tabs are sent their count again.
CREATE FUNCTION group_members_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member uuid := coalesce(NEW.user_id, OLD.user_id);
BEGIN
  PERFORM pg_notify('member_changes', json_build_object('userId', member, 'unread',
    coalesce((SELECT unread_count FROM notification_counters WHERE user_id = member), 0))::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER group_members_notify AFTER INSERT OR DELETE OR UPDATE ON group_members
  FOR EACH ROW EXECUTE FUNCTION group_members_notify();
