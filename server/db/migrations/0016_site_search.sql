CREATE TABLE "guide_search" (
	"href" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title || ' ' || keywords), 'A') ||
  setweight(to_tsvector('simple', title || ' ' || keywords), 'A') ||
  setweight(to_tsvector('english', body), 'B') ||
  setweight(to_tsvector('simple', body), 'B')) STORED,
	"names_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || keywords) || to_tsvector('simple', title || ' ' || keywords)) STORED,
	CONSTRAINT "guide_search_kind_check" CHECK ("guide_search"."kind" IN ('guide', 'glossary'))
);
--> statement-breakpoint
CREATE INDEX "guide_search_idx" ON "guide_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "guide_search_names_trgm_idx" ON "guide_search" USING gin (lower("title" || ' ' || "keywords") gin_trgm_ops);