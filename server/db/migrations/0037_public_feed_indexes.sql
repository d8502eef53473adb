DROP INDEX "posts_feed_idx";--> statement-breakpoint
DROP INDEX "posts_category_feed_idx";--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("is_pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."visibility" = 'visible' AND "posts"."group_id" IS NULL;--> statement-breakpoint
CREATE INDEX "posts_category_feed_idx" ON "posts" USING btree ("category","is_pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."visibility" = 'visible' AND "posts"."group_id" IS NULL;