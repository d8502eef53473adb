-- The live feed announces a post when everyone can see it: a new member's post waiting for approval is
-- news to nobody (its id reached every open forum page as "1 new post"), and it is announced as new when a
-- moderator approves it (issue #30, found by the visibility table).
CREATE OR REPLACE FUNCTION posts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change text := lower(TG_OP);
BEGIN
  IF TG_OP = 'INSERT' AND NEW.visibility <> 'visible' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.visibility = 'pending' AND NEW.visibility = 'visible' THEN
    change := 'insert';
  END IF;
  PERFORM pg_notify('forum_changes', json_build_object('postId', coalesce(NEW.id, OLD.id), 'change', change)::text);
  RETURN NULL;
END;
$$;
