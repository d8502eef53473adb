-- Issue #31 item 2 (ADR 0031): a post's accepted answer. The post's author (or a moderator) marks one of
-- its comments; the comment's author earns 15 karma (none for answering one's own post), kept by triggers
-- in the same transaction as the write, like likes' karma (0003), so that no code path can forget it:
-- changing or clearing the answer, deleting the comment or the post, and hiding the comment take it back.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('reply', 'comment', 'mention', 'watching', 'like', 'moderation', 'answer'));
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "accepted_comment_id" uuid;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "answer_karma_user_id" uuid;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_accepted_comment_id_comments_id_fk" FOREIGN KEY ("accepted_comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_answer_karma_user_id_users_id_fk" FOREIGN KEY ("answer_karma_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "posts_accepted_comment_idx" ON "posts" USING btree ("accepted_comment_id") WHERE "posts"."accepted_comment_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "posts_answer_karma_user_idx" ON "posts" USING btree ("answer_karma_user_id") WHERE "posts"."answer_karma_user_id" IS NOT NULL;
--> statement-breakpoint

-- Before the answer is written: it must be a comment of this post (whatever wrote it), and the member it
-- credits is its author unless that is the post's author. The key's SET NULL (the comment deleted) runs
-- this too, and credits nobody.
CREATE OR REPLACE FUNCTION posts_accept_answer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  answer_post uuid;
  answer_author uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.accepted_comment_id IS NOT DISTINCT FROM OLD.accepted_comment_id THEN
    RETURN NEW;
  END IF;
  NEW.answer_karma_user_id := NULL;
  IF NEW.accepted_comment_id IS NOT NULL THEN
    SELECT post_id, author_id INTO answer_post, answer_author FROM comments WHERE id = NEW.accepted_comment_id;
    IF answer_post IS DISTINCT FROM NEW.id THEN
      RAISE EXCEPTION 'comment % is not a comment of post %', NEW.accepted_comment_id, NEW.id
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF answer_author IS DISTINCT FROM NEW.author_id THEN
      NEW.answer_karma_user_id := answer_author;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_accept_answer BEFORE INSERT OR UPDATE OF accepted_comment_id ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_accept_answer();
--> statement-breakpoint

-- The answer's karma: +15 to whom it credits, -15 when that changes (cleared, another answerer, the
-- comment gone or hidden) or the post is deleted. Never below zero, like likes' karma.
CREATE OR REPLACE FUNCTION posts_answer_karma() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.answer_karma_user_id IS NOT NULL THEN
    UPDATE profiles SET karma_points = GREATEST(karma_points - 15, 0) WHERE id = OLD.answer_karma_user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.answer_karma_user_id IS NOT NULL THEN
    UPDATE profiles SET karma_points = karma_points + 15 WHERE id = NEW.answer_karma_user_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_answer_karma_insert AFTER INSERT ON posts
  FOR EACH ROW WHEN (NEW.answer_karma_user_id IS NOT NULL) EXECUTE FUNCTION posts_answer_karma();
--> statement-breakpoint
CREATE TRIGGER posts_answer_karma_update AFTER UPDATE ON posts
  FOR EACH ROW WHEN (OLD.answer_karma_user_id IS DISTINCT FROM NEW.answer_karma_user_id)
  EXECUTE FUNCTION posts_answer_karma();
--> statement-breakpoint
CREATE TRIGGER posts_answer_karma_delete AFTER DELETE ON posts
  FOR EACH ROW WHEN (OLD.answer_karma_user_id IS NOT NULL) EXECUTE FUNCTION posts_answer_karma();
--> statement-breakpoint

-- A comment hidden or removed by a moderator is no answer anyone can read: the post is no longer solved
-- (and the karma goes back). Its replies go with it, as they do on the page. Restoring it does not mark
-- it again: the post's author may.
CREATE OR REPLACE FUNCTION comments_unaccept_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET accepted_comment_id = NULL
  WHERE id = NEW.post_id
    AND accepted_comment_id IN (SELECT id FROM comments WHERE id = NEW.id OR parent_id = NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_unaccept_hidden AFTER UPDATE OF visibility ON comments
  FOR EACH ROW WHEN (OLD.visibility = 'visible' AND NEW.visibility <> 'visible')
  EXECUTE FUNCTION comments_unaccept_hidden();
