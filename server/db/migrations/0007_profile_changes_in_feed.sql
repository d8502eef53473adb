-- Post cards show the author's name, avatar and karma: a change to them is a change to the feed.
CREATE OR REPLACE FUNCTION profiles_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forum_changes', json_build_object('profileId', NEW.id, 'change', 'profile')::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_notify AFTER UPDATE ON profiles
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username
    OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url
    OR OLD.karma_points IS DISTINCT FROM NEW.karma_points)
  EXECUTE FUNCTION profiles_notify();
