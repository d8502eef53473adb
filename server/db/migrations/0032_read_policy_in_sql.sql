-- Issue #47 item 1 (ADR 0057): the triggers that keep the forum's counts (a post's comments, a member's
-- posts and comments, the forum's total, whether a post is listed) and announce a new post count what every
-- visitor may read, as server/read-policy.ts (readableByEveryone) says. They compared `visibility` to
-- 'visible' themselves, in six functions; they now ask one function for each kind of item, the SQL twin of
-- the policy, which private groups will change in one place. What each trigger does is unchanged.
CREATE FUNCTION readable_by_everyone(post posts) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT post.visibility = 'visible'
$$;--> statement-breakpoint
CREATE FUNCTION readable_by_everyone(comment comments) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT comment.visibility = 'visible'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comment_counters (comment_id) VALUES (NEW.id);
  END IF;
  IF TG_OP <> 'DELETE' AND readable_by_everyone(NEW) THEN delta := delta + 1; END IF;
  IF TG_OP <> 'INSERT' AND readable_by_everyone(OLD) THEN delta := delta - 1; END IF;
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_profile_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND readable_by_everyone(NEW) THEN
    UPDATE profiles SET comments_count = comments_count + 1 WHERE id = NEW.author_id;
  END IF;
  IF TG_OP <> 'INSERT' AND readable_by_everyone(OLD) THEN
    UPDATE profiles SET comments_count = GREATEST(comments_count - 1, 0) WHERE id = OLD.author_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_copy_to_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_counters SET listed = readable_by_everyone(NEW), category = NEW.category, created_at = NEW.created_at,
    solved = NEW.accepted_comment_id IS NOT NULL
  WHERE post_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_create_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_counters (post_id, listed, category, created_at, last_activity_at)
  VALUES (NEW.id, readable_by_everyone(NEW), NEW.category, NEW.created_at, NEW.created_at);
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- A post every visitor may read is announced to the live feed; one waiting for approval is announced as
-- new when it is approved. Whether it moved (`placement`) compares its state before and after, which says
-- nothing of who reads it.
CREATE OR REPLACE FUNCTION posts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change text := lower(TG_OP);
  placement boolean := TG_OP <> 'UPDATE';
BEGIN
  IF TG_OP = 'INSERT' AND NOT readable_by_everyone(NEW) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.visibility = 'pending' AND readable_by_everyone(NEW) THEN
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_profile_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND readable_by_everyone(NEW) THEN
    UPDATE profiles SET posts_count = posts_count + 1 WHERE id = NEW.author_id;
  END IF;
  IF TG_OP <> 'INSERT' AND readable_by_everyone(OLD) THEN
    UPDATE profiles SET posts_count = GREATEST(posts_count - 1, 0) WHERE id = OLD.author_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP <> 'DELETE' AND readable_by_everyone(NEW) THEN delta := delta + 1; END IF;
  IF TG_OP <> 'INSERT' AND readable_by_everyone(OLD) THEN delta := delta - 1; END IF;
  IF delta <> 0 THEN
    UPDATE forum_totals SET posts_count = GREATEST(posts_count + delta, 0);
  END IF;
  RETURN NULL;
END;
$$;
