CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid,
	"moderator_name" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_label" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_feed_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "visibility" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "visibility" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_moderation_idx" ON "comments" USING btree ("visibility","created_at") WHERE "comments"."visibility" <> 'visible';--> statement-breakpoint
CREATE INDEX "posts_moderation_idx" ON "posts" USING btree ("visibility","created_at") WHERE "posts"."visibility" <> 'visible';--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("role") WHERE "users"."role" <> 'member';--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("is_pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."visibility" = 'visible';--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_visibility_check" CHECK ("comments"."visibility" IN ('visible', 'hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_visibility_check" CHECK ("posts"."visibility" IN ('visible', 'hidden', 'pending', 'removed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('member', 'moderator', 'admin'));--> statement-breakpoint

-- Moderation (issue #15). The forum's post total and each post's comment count are what visitors see:
-- visible items only. A moderator's hide, removal or approval moves them, as an insert or delete does.
CREATE OR REPLACE FUNCTION posts_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.visibility = 'visible' THEN delta := delta + 1; END IF;
  IF TG_OP <> 'INSERT' AND OLD.visibility = 'visible' THEN delta := delta - 1; END IF;
  IF delta <> 0 THEN
    UPDATE forum_totals SET posts_count = GREATEST(posts_count + delta, 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER posts_total ON posts;
--> statement-breakpoint
CREATE TRIGGER posts_total AFTER INSERT OR DELETE OR UPDATE OF visibility ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_total();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comment_counters (comment_id) VALUES (NEW.id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.visibility = 'visible' THEN delta := delta + 1; END IF;
  IF TG_OP <> 'INSERT' AND OLD.visibility = 'visible' THEN delta := delta - 1; END IF;
  IF delta <> 0 THEN
    UPDATE post_counters SET comments_count = GREATEST(comments_count + delta, 0)
    WHERE post_id = coalesce(NEW.post_id, OLD.post_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER comments_count ON comments;
--> statement-breakpoint
CREATE TRIGGER comments_count AFTER INSERT OR DELETE OR UPDATE OF visibility ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_count();
--> statement-breakpoint

-- The audit log is append-only: no moderator (nor a bug) can rewrite or erase what was done.
CREATE OR REPLACE FUNCTION moderation_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the moderation log cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER moderation_actions_append_only BEFORE UPDATE OR DELETE ON moderation_actions
  FOR EACH ROW EXECUTE FUNCTION moderation_actions_append_only();
--> statement-breakpoint

-- A member's post and comment counts (profile pages, the dashboard) are what others see too: visible items.
CREATE OR REPLACE FUNCTION posts_profile_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.visibility = 'visible' THEN
    UPDATE profiles SET posts_count = posts_count + 1 WHERE id = NEW.author_id;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.visibility = 'visible' THEN
    UPDATE profiles SET posts_count = GREATEST(posts_count - 1, 0) WHERE id = OLD.author_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER posts_profile_count ON posts;
--> statement-breakpoint
CREATE TRIGGER posts_profile_count AFTER INSERT OR DELETE OR UPDATE OF visibility ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_profile_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_profile_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.visibility = 'visible' THEN
    UPDATE profiles SET comments_count = comments_count + 1 WHERE id = NEW.author_id;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.visibility = 'visible' THEN
    UPDATE profiles SET comments_count = GREATEST(comments_count - 1, 0) WHERE id = OLD.author_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER comments_profile_count ON comments;
--> statement-breakpoint
CREATE TRIGGER comments_profile_count AFTER INSERT OR DELETE OR UPDATE OF visibility ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_profile_count();
