CREATE INDEX "likes_post_idx" ON "likes" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "likes_comment_idx" ON "likes" USING btree ("comment_id") WHERE "likes"."comment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "likes_user_created_idx" ON "likes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_post_idx" ON "reports" USING btree ("post_id") WHERE "reports"."post_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_comment_idx" ON "reports" USING btree ("comment_id") WHERE "reports"."comment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_reported_user_idx" ON "reports" USING btree ("reported_user_id") WHERE "reports"."reported_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by") WHERE "reports"."resolved_by" IS NOT NULL;