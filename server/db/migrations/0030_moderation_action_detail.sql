-- Issue #46 item 14: a suspension's length and a granted role are kept as data, not as English words in the
-- reason ("3 days: …", "now moderator"), so that each reader's log words them in their own language.
ALTER TABLE "moderation_actions" ADD COLUMN "days" integer;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "role" text;--> statement-breakpoint
-- The rows written before: the same facts moved out of the words into the columns, the moderator's own
-- reason left as they wrote it. The log is append-only (migration 0009); its guard is lifted for this one
-- re-encoding, which changes no fact, and put back.
ALTER TABLE "moderation_actions" DISABLE TRIGGER "moderation_actions_append_only";--> statement-breakpoint
UPDATE "moderation_actions"
  SET "days" = substring("reason" from '^([0-9]{1,6}) days?: ')::integer,
    "reason" = nullif(regexp_replace("reason", '^[0-9]{1,6} days?: ', ''), '')
  WHERE "action" = 'suspend' AND "reason" ~ '^[0-9]{1,6} days?: ';--> statement-breakpoint
UPDATE "moderation_actions"
  SET "role" = substring("reason" from '^now (member|moderator|admin)$'), "reason" = NULL
  WHERE "action" = 'grant' AND "reason" ~ '^now (member|moderator|admin)$';--> statement-breakpoint
ALTER TABLE "moderation_actions" ENABLE TRIGGER "moderation_actions_append_only";
