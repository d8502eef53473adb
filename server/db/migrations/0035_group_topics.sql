-- A private group's own topics (its categories, ADR 0063); a group's post may be filed in one.
CREATE TABLE "group_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_topics_name_check" CHECK (char_length("group_topics"."name") BETWEEN 1 AND 40)
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "group_topic_id" uuid;--> statement-breakpoint
ALTER TABLE "group_topics" ADD CONSTRAINT "group_topics_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_topics_group_name_idx" ON "group_topics" USING btree ("group_id","name_key");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_topic_id_group_topics_id_fk" FOREIGN KEY ("group_topic_id") REFERENCES "public"."group_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_group_topic_idx" ON "posts" USING btree ("group_topic_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."group_topic_id" IS NOT NULL;
