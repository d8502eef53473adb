-- A member's private feed of a group (issue #47 item 3): the secret in its address, made when they ask for one.
ALTER TABLE "group_members" ADD COLUMN "feed_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_feed_token_idx" ON "group_members" USING btree ("feed_token");
