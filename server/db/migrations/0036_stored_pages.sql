-- A cache (ADR 0064): not written to the write-ahead log, emptied after a crash, and its rows left out of backups.
CREATE UNLOGGED TABLE "stored_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"headers" jsonb NOT NULL,
	"body" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"counts_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "stored_pages_tags_idx" ON "stored_pages" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "stored_pages_stored_at_idx" ON "stored_pages" USING btree ("stored_at");--> statement-breakpoint
-- The bodies are brotli already: TOAST keeps them out of line without trying to compress them again.
ALTER TABLE "stored_pages" ALTER COLUMN "body" SET STORAGE EXTERNAL;
