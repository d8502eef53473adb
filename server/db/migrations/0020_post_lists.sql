-- Issue #31: the forum's lists sort by latest activity, top (likes, in a period) and unanswered, and filter
-- by category. post_counters already holds the counts; it now holds a copy of what the lists filter and
-- sort by, kept by triggers, so that each list is one walk of one index of one narrow table.
ALTER TABLE "post_counters" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_counters" ADD COLUMN "category" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_counters" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "post_counters" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE post_counters pc SET listed = p.visibility = 'visible', category = p.category, created_at = p.created_at,
  last_activity_at = GREATEST(p.created_at, coalesce(
    (SELECT max(c.created_at) FROM comments c WHERE c.post_id = p.id AND c.visibility = 'visible'), p.created_at))
FROM posts p WHERE p.id = pc.post_id;
--> statement-breakpoint
CREATE INDEX "post_counters_activity_idx" ON "post_counters" USING btree ("last_activity_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed";
--> statement-breakpoint
CREATE INDEX "post_counters_category_activity_idx" ON "post_counters" USING btree ("category","last_activity_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed";
--> statement-breakpoint
CREATE INDEX "post_counters_top_idx" ON "post_counters" USING btree ("likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed";
--> statement-breakpoint
CREATE INDEX "post_counters_category_top_idx" ON "post_counters" USING btree ("category","likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed";
--> statement-breakpoint
CREATE INDEX "post_counters_created_idx" ON "post_counters" USING btree ("created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed";
--> statement-breakpoint
CREATE INDEX "post_counters_category_created_idx" ON "post_counters" USING btree ("category","created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed";
--> statement-breakpoint
CREATE INDEX "post_counters_unanswered_idx" ON "post_counters" USING btree ("created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed" AND "post_counters"."comments_count" = 0;
--> statement-breakpoint
CREATE INDEX "post_counters_category_unanswered_idx" ON "post_counters" USING btree ("category","created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed" AND "post_counters"."comments_count" = 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_create_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_counters (post_id, listed, category, created_at, last_activity_at)
  VALUES (NEW.id, NEW.visibility = 'visible', NEW.category, NEW.created_at, NEW.created_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A post hidden, restored, approved or moved to another category is listed where it now belongs.
CREATE OR REPLACE FUNCTION posts_copy_to_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_counters SET listed = NEW.visibility = 'visible', category = NEW.category, created_at = NEW.created_at
  WHERE post_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_copy_to_lists AFTER UPDATE OF visibility, category, created_at ON posts
  FOR EACH ROW WHEN (OLD.visibility IS DISTINCT FROM NEW.visibility OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION posts_copy_to_lists();
--> statement-breakpoint
-- A visible comment (new, or restored by a moderator) is activity on its post: latest activity never goes
-- back (a deleted comment does not un-bump its post, as on Discourse).
CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comment_counters (comment_id) VALUES (NEW.id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.visibility = 'visible' THEN delta := delta + 1; END IF;
  IF TG_OP <> 'INSERT' AND OLD.visibility = 'visible' THEN delta := delta - 1; END IF;
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
