-- Every user gets a profile row in the same transaction as the user (username empty until chosen).
CREATE OR REPLACE FUNCTION create_profile_for_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, created_at, updated_at) VALUES (NEW.id, NEW.created_at, NEW.created_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile
  AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
