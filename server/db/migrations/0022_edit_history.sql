CREATE TABLE "comment_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" text NOT NULL,
	"edited_by" uuid,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "post_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"edited_by" uuid,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "comment_revisions" ADD CONSTRAINT "comment_revisions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comment_revisions" ADD CONSTRAINT "comment_revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "comment_revisions_comment_number_idx" ON "comment_revisions" USING btree ("comment_id","number");
--> statement-breakpoint
CREATE INDEX "comment_revisions_edited_by_idx" ON "comment_revisions" USING btree ("edited_by");
--> statement-breakpoint
CREATE UNIQUE INDEX "post_revisions_post_number_idx" ON "post_revisions" USING btree ("post_id","number");
--> statement-breakpoint
CREATE INDEX "post_revisions_edited_by_idx" ON "post_revisions" USING btree ("edited_by");
--> statement-breakpoint
-- Issue #31, item 7 (ADR 0033): every edit keeps the text it replaced. The triggers below write it, so that
-- no path can skip it: the app's use cases, a script, an operator's UPDATE in psql.
--
-- Who edited: the writing transaction names its member with set_config('forum.editor_id', id, true)
-- (server/forum/revisions/editor.ts), which lasts until that transaction ends and is seen by nothing else;
-- a transaction that named nobody records null ("not recorded").
CREATE OR REPLACE FUNCTION forum_editor_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT NULLIF(current_setting('forum.editor_id', true), '')::uuid
$$;
--> statement-breakpoint
-- A post's title, text and category before the edit. When the edit did not set updated_at itself (an
-- UPDATE in psql), the trigger does: the post says "(edited)" whenever it has a revision. The revision is
-- dated as the post's updated_at, so that both say the same time.
CREATE OR REPLACE FUNCTION posts_keep_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  INSERT INTO post_revisions (post_id, number, title, content, category, edited_by, edited_at)
  VALUES (OLD.id,
    coalesce((SELECT max(number) FROM post_revisions WHERE post_id = OLD.id), 0) + 1,
    OLD.title, OLD.content, OLD.category, forum_editor_id(), NEW.updated_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_keep_revision BEFORE UPDATE ON posts
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content
    OR OLD.category IS DISTINCT FROM NEW.category)
  EXECUTE FUNCTION posts_keep_revision();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_keep_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  INSERT INTO comment_revisions (comment_id, number, content, edited_by, edited_at)
  VALUES (OLD.id,
    coalesce((SELECT max(number) FROM comment_revisions WHERE comment_id = OLD.id), 0) + 1,
    OLD.content, forum_editor_id(), NEW.updated_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_keep_revision BEFORE UPDATE ON comments
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content)
  EXECUTE FUNCTION comments_keep_revision();
--> statement-breakpoint
-- Nobody erases or rewrites a revision. A DELETE or UPDATE issued on these tables is refused; what the
-- foreign keys do is allowed: a post or comment deleted takes its revisions with it (ON DELETE CASCADE),
-- an account closed leaves its edits unsigned (ON DELETE SET NULL). Those run inside the foreign key's
-- own trigger, one level deeper than a statement issued directly (pg_trigger_depth() = 1).
CREATE OR REPLACE FUNCTION revisions_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'A revision cannot be changed or deleted: it goes only with its post or comment.'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER post_revisions_are_kept BEFORE UPDATE OR DELETE ON post_revisions
  FOR EACH ROW EXECUTE FUNCTION revisions_are_kept();
--> statement-breakpoint
CREATE TRIGGER comment_revisions_are_kept BEFORE UPDATE OR DELETE ON comment_revisions
  FOR EACH ROW EXECUTE FUNCTION revisions_are_kept();
