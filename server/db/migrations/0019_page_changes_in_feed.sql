-- Issue #34: the kept pages drop only what a change touched, so each notification says enough to know
-- which pages show it: whether a post moved in the feed's order ('placement': created, deleted, hidden,
-- restored, pinned, moved to another category), whether a post's comments changed or only its likes,
-- whether a profile changed more than its karma; and comments' edits and likes are announced too.
CREATE OR REPLACE FUNCTION posts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change text := lower(TG_OP);
  placement boolean := TG_OP <> 'UPDATE';
BEGIN
  IF TG_OP = 'INSERT' AND NEW.visibility <> 'visible' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.visibility = 'pending' AND NEW.visibility = 'visible' THEN
      change := 'insert';
    END IF;
    placement := OLD.visibility IS DISTINCT FROM NEW.visibility
      OR OLD.is_pinned IS DISTINCT FROM NEW.is_pinned
      OR OLD.category IS DISTINCT FROM NEW.category
      OR OLD.created_at IS DISTINCT FROM NEW.created_at;
  END IF;
  PERFORM pg_notify('forum_changes', json_build_object(
    'postId', coalesce(NEW.id, OLD.id), 'change', change, 'placement', placement)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_counters_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forum_changes', json_build_object('postId', NEW.post_id, 'change', 'counts',
    'comments', OLD.comments_count IS DISTINCT FROM NEW.comments_count)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forum_changes', json_build_object('profileId', NEW.id, 'change', 'profile',
    'karmaOnly', OLD.username IS NOT DISTINCT FROM NEW.username
      AND OLD.avatar_url IS NOT DISTINCT FROM NEW.avatar_url)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A comment edited, hidden, restored or removed: its post's page shows it (a new or deleted comment
-- changes the post's count, announced above).
CREATE OR REPLACE FUNCTION comments_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forum_changes', json_build_object('postId', NEW.post_id, 'change', 'comment')::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_notify AFTER UPDATE ON comments
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.visibility IS DISTINCT FROM NEW.visibility)
  EXECUTE FUNCTION comments_notify();
--> statement-breakpoint
-- A comment's likes: only its post's page shows them.
CREATE OR REPLACE FUNCTION comment_counters_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forum_changes', json_build_object(
    'postId', (SELECT post_id FROM comments WHERE id = NEW.comment_id), 'change', 'comment-likes')::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comment_counters_notify AFTER UPDATE ON comment_counters
  FOR EACH ROW WHEN (OLD.likes_count IS DISTINCT FROM NEW.likes_count)
  EXECUTE FUNCTION comment_counters_notify();
