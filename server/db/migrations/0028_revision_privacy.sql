ALTER TABLE "comment_revisions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comment_revisions" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "comment_revisions" ADD CONSTRAINT "comment_revisions_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_revisions_hidden_by_idx" ON "comment_revisions" USING btree ("hidden_by") WHERE "comment_revisions"."hidden_by" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "post_revisions_hidden_by_idx" ON "post_revisions" USING btree ("hidden_by") WHERE "post_revisions"."hidden_by" IS NOT NULL;--> statement-breakpoint
-- Issue #45 item 4 (ADR 0047): the edit history publishes nothing its author took back.
--
-- An edit within the grace period after posting (5 minutes, decided by the use case with the request's
-- time) folds into the first version: the writing transaction says so with
-- set_config('forum.fold_edit', 'on', true) (server/forum/revisions/editor.ts), and the text it replaced
-- is not kept. Anything else (a later edit, an UPDATE in psql) keeps its revision as before.
CREATE OR REPLACE FUNCTION posts_keep_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  IF current_setting('forum.fold_edit', true) = 'on' THEN
    RETURN NEW;
  END IF;
  INSERT INTO post_revisions (post_id, number, title, content, category, edited_by, edited_at)
  VALUES (OLD.id,
    coalesce((SELECT max(number) FROM post_revisions WHERE post_id = OLD.id), 0) + 1,
    OLD.title, OLD.content, OLD.category, forum_editor_id(), NEW.updated_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_keep_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  IF current_setting('forum.fold_edit', true) = 'on' THEN
    RETURN NEW;
  END IF;
  INSERT INTO comment_revisions (comment_id, number, content, edited_by, edited_at)
  VALUES (OLD.id,
    coalesce((SELECT max(number) FROM comment_revisions WHERE comment_id = OLD.id), 0) + 1,
    OLD.content, forum_editor_id(), NEW.updated_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A revision's text is still never rewritten, but it may be taken out of the public history and put
-- back: an UPDATE that changes nothing but hidden_at and hidden_by is allowed. Anything else issued
-- directly is refused, as before; what the foreign keys and the trigger below do runs one level deeper.
CREATE OR REPLACE FUNCTION revisions_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'hidden_at' - 'hidden_by') = (to_jsonb(OLD) - 'hidden_at' - 'hidden_by') THEN
    RETURN NEW;
  END IF;
  IF pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'A revision cannot be changed or deleted: it goes only with its post or comment.'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
-- An account deleted takes the earlier versions of its posts and comments with it (their current text
-- stays, anonymised: ADR 0004), however the account is deleted. It runs before the foreign keys set the
-- items' author_id to null, while they still name the member.
CREATE OR REPLACE FUNCTION users_drop_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM post_revisions WHERE post_id IN (SELECT id FROM posts WHERE author_id = OLD.id);
  DELETE FROM comment_revisions WHERE comment_id IN (SELECT id FROM comments WHERE author_id = OLD.id);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_drop_revisions BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_drop_revisions();
