-- Issue #31: the forum's lists filter solved and unsolved posts; post_counters keeps a copy of whether a
-- post has an accepted answer (posts.accepted_comment_id, migration 0021), as it does of its category.
ALTER TABLE "post_counters" ADD COLUMN "solved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE post_counters pc SET solved = true FROM posts p WHERE p.id = pc.post_id AND p.accepted_comment_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "post_counters_solved_idx" ON "post_counters" USING btree ("created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed" AND "post_counters"."solved";--> statement-breakpoint
CREATE INDEX "post_counters_category_solved_idx" ON "post_counters" USING btree ("category","created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_counters"."listed" AND "post_counters"."solved";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_copy_to_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_counters SET listed = NEW.visibility = 'visible', category = NEW.category, created_at = NEW.created_at,
    solved = NEW.accepted_comment_id IS NOT NULL
  WHERE post_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER posts_copy_to_lists ON posts;
--> statement-breakpoint
CREATE TRIGGER posts_copy_to_lists AFTER UPDATE OF visibility, category, created_at, accepted_comment_id ON posts
  FOR EACH ROW WHEN (OLD.visibility IS DISTINCT FROM NEW.visibility OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.accepted_comment_id IS DISTINCT FROM NEW.accepted_comment_id)
  EXECUTE FUNCTION posts_copy_to_lists();
