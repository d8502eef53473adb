-- A post or comment deleted takes its bookmarks with it (ON DELETE CASCADE): these let PostgreSQL find
-- them by index instead of scanning every member's bookmarks once for the post and once per comment.
CREATE INDEX "bookmarks_post_idx" ON "bookmarks" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "bookmarks_comment_idx" ON "bookmarks" USING btree ("comment_id") WHERE "bookmarks"."comment_id" IS NOT NULL;
