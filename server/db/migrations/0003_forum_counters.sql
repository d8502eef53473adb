-- Forum counters and karma, kept by triggers in the same transaction as the write (ARCHITECTURE.md).
-- Karma: +1 to an author for each like by another user on their post or comment, -1 when it goes.
-- Counters never go below zero. One function per table: a shared one could not name columns some lack.

ALTER TABLE posts ADD CONSTRAINT posts_category_check
  CHECK (category IN ('general', 'housing', 'education', 'healthcare', 'transport', 'legal', 'jobs', 'social'));
--> statement-breakpoint
ALTER TABLE reports ADD CONSTRAINT reports_one_target_check
  CHECK (num_nonnulls(post_id, comment_id, reported_user_id) >= 1);
--> statement-breakpoint

CREATE OR REPLACE FUNCTION posts_create_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_counters (post_id) VALUES (NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_create_counters AFTER INSERT ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_create_counters();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comment_counters (comment_id) VALUES (NEW.id);
    UPDATE post_counters SET comments_count = comments_count + 1 WHERE post_id = NEW.post_id;
    RETURN NEW;
  END IF;
  UPDATE post_counters SET comments_count = GREATEST(comments_count - 1, 0) WHERE post_id = OLD.post_id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_count AFTER INSERT OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_count();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION likes_set_content_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.comment_id IS NULL THEN
    SELECT author_id INTO NEW.content_author_id FROM posts WHERE id = NEW.post_id;
  ELSE
    SELECT author_id INTO NEW.content_author_id FROM comments WHERE id = NEW.comment_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER likes_set_content_author BEFORE INSERT ON likes
  FOR EACH ROW EXECUTE FUNCTION likes_set_content_author();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row likes;
  delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN row := NEW; delta := 1; ELSE row := OLD; delta := -1; END IF;
  IF row.comment_id IS NULL THEN
    UPDATE post_counters SET likes_count = GREATEST(likes_count + delta, 0) WHERE post_id = row.post_id;
  ELSE
    UPDATE comment_counters SET likes_count = GREATEST(likes_count + delta, 0) WHERE comment_id = row.comment_id;
  END IF;
  -- Likes on one's own content count in the like count but give no karma.
  IF row.content_author_id IS NOT NULL AND row.content_author_id <> row.user_id THEN
    UPDATE profiles SET karma_points = GREATEST(karma_points + delta, 0) WHERE id = row.content_author_id;
  END IF;
  RETURN row;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER likes_count AFTER INSERT OR DELETE ON likes
  FOR EACH ROW EXECUTE FUNCTION likes_count();
--> statement-breakpoint

-- The number of posts, for the forum's page count without COUNT(*) on every request.
CREATE TABLE forum_totals (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  posts_count integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO forum_totals (id, posts_count) SELECT true, count(*) FROM posts;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE forum_totals SET posts_count = GREATEST(posts_count + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END, 0);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_total AFTER INSERT OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_total();
