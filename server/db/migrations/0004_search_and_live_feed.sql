-- Full-text search over posts (the spec's search_posts): title weighted above content, indexed with both
-- the 'english' configuration (stemming: 'houses' finds 'housing') and 'simple' (names and non-English
-- words kept as written); pg_trgm for typos and partial words.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(content, '')), 'B') ||
  setweight(to_tsvector('simple', coalesce(content, '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX posts_search_idx ON posts USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX posts_title_trgm_idx ON posts USING gin (lower(title) gin_trgm_ops);
--> statement-breakpoint

-- The live feed: every change the feed shows is announced on 'forum_changes' (LISTEN/NOTIFY), to every
-- app process. The payload names the post and what happened; clients refetch what they show.
CREATE OR REPLACE FUNCTION posts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forum_changes', json_build_object(
    'postId', coalesce(NEW.id, OLD.id), 'change', lower(TG_OP))::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_notify AFTER INSERT OR UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_notify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_counters_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forum_changes', json_build_object('postId', NEW.post_id, 'change', 'counts')::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER post_counters_notify AFTER UPDATE ON post_counters
  FOR EACH ROW WHEN (OLD.likes_count IS DISTINCT FROM NEW.likes_count OR OLD.comments_count IS DISTINCT FROM NEW.comments_count)
  EXECUTE FUNCTION post_counters_notify();
