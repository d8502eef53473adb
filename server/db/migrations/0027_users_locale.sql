-- Mails go out in the member's language (issue #33): the locale chosen at sign-up or in /settings,
-- one of the catalogue's six; every existing member keeps English.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" IN ('en', 'pt-br', 'es', 'zh-cn', 'uk', 'ar'));