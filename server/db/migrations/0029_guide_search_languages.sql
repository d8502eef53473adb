-- Issue #46 item 2: the site search finds guides in the reader's language. guide_search is a copy of the
-- content in code (server/search/guides.ts writes it again on the first search), so it is made anew with
-- one row per document and language rather than altered.
DROP TABLE "guide_search";--> statement-breakpoint
CREATE TABLE "guide_search" (
	"locale" text NOT NULL,
	"href" text NOT NULL,
	"kind" text NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"name_grams" text[] NOT NULL,
	"grams" text[] NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((CASE locale WHEN 'en' THEN 'english'::regconfig WHEN 'pt-br' THEN 'portuguese'::regconfig
  WHEN 'es' THEN 'spanish'::regconfig ELSE 'simple'::regconfig END), title || ' ' || keywords), 'A') ||
  setweight(to_tsvector('simple', title || ' ' || keywords), 'A') ||
  setweight(to_tsvector((CASE locale WHEN 'en' THEN 'english'::regconfig WHEN 'pt-br' THEN 'portuguese'::regconfig
  WHEN 'es' THEN 'spanish'::regconfig ELSE 'simple'::regconfig END), body), 'B') ||
  setweight(to_tsvector('simple', body), 'B')) STORED,
	"names_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector((CASE locale WHEN 'en' THEN 'english'::regconfig WHEN 'pt-br' THEN 'portuguese'::regconfig
  WHEN 'es' THEN 'spanish'::regconfig ELSE 'simple'::regconfig END), title || ' ' || keywords) || to_tsvector('simple', title || ' ' || keywords)) STORED,
	"name_grams_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(name_grams)) STORED,
	"grams_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(grams)) STORED,
	CONSTRAINT "guide_search_kind_check" CHECK ("guide_search"."kind" IN ('guide', 'glossary'))
);
--> statement-breakpoint
-- One row per language and page: a unique index, not a composite primary key, which drizzle-kit's pushSchema
-- (tests/integration/schema.test.ts) cannot read back (it drops the parameters of its own introspection query).
CREATE UNIQUE INDEX "guide_search_locale_href_idx" ON "guide_search" USING btree ("locale","href");--> statement-breakpoint
CREATE INDEX "guide_search_idx" ON "guide_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "guide_search_names_trgm_idx" ON "guide_search" USING gin (lower("title" || ' ' || "keywords") gin_trgm_ops);
