-- Each profile's post and comment counts, kept by triggers (profile pages and the dashboard read them).
UPDATE profiles p SET
  posts_count = (SELECT count(*) FROM posts WHERE author_id = p.id),
  comments_count = (SELECT count(*) FROM comments WHERE author_id = p.id);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_profile_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE profiles SET posts_count = posts_count + 1 WHERE id = NEW.author_id;
  ELSE
    UPDATE profiles SET posts_count = GREATEST(posts_count - 1, 0) WHERE id = OLD.author_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_profile_count AFTER INSERT OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_profile_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_profile_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE profiles SET comments_count = comments_count + 1 WHERE id = NEW.author_id;
  ELSE
    UPDATE profiles SET comments_count = GREATEST(comments_count - 1, 0) WHERE id = OLD.author_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_profile_count AFTER INSERT OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_profile_count();
--> statement-breakpoint
-- The dashboard's 'likes received'.
CREATE INDEX likes_content_author_idx ON likes (content_author_id);
