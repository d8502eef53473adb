-- Issue #46 item 13 (ADR 0054): a quote's byline is stored without a language, "> [aoife](/community/forum/
-- posts/…):", and each reader's page words it ("aoife wrote:", "كتب aoife:"). The quotes written before say
-- "wrote:" in the quoting member's language: "> [aoife](…) wrote:", "escreveu:", "escribió:", "пише:",
-- "写道：", "> كتب [aoife](…):". They are rewritten to the new byline, at any depth of quoting, in the posts,
-- comments, their revisions and the drafts; a deleted account's translated "Anonymous" becomes "—" (the
-- English "Anonymous" stays: a member may be called that). Nothing else in a text changes.
CREATE FUNCTION quote_bylines_without_language(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
    regexp_replace(
      regexp_replace(body,
        '^((?:[ \t]*>)+[ \t]*)(\[(?:[^]\\\n]|\\.)*\]\(/community/forum/posts/[0-9A-Za-z-]+(?:\?comment=[0-9A-Za-z-]+#comment-[0-9A-Za-z-]+)?\)) (?:wrote:|escreveu:|escribió:|пише:|写道：)[ \t]*(\r?)$',
        '\1\2:\3', 'gn'),
      '^((?:[ \t]*>)+[ \t]*)كتب (\[(?:[^]\\\n]|\\.)*\]\(/community/forum/posts/[0-9A-Za-z-]+(?:\?comment=[0-9A-Za-z-]+#comment-[0-9A-Za-z-]+)?\)):[ \t]*(\r?)$',
      '\1\2:\3', 'gn'),
    '^((?:[ \t]*>)+[ \t]*)\[(?:Anônimo|Anónimo|Анонім|匿名|مجهول)\](\(/community/forum/posts/[0-9A-Za-z?=#-]+\):\r?)$',
    '\1[—]\2', 'gn')
$$;--> statement-breakpoint
-- Not an edit: no revision is kept and the texts do not become "(edited)". The revisions are kept as they
-- were written (migration 0022); their guard is lifted for this one re-encoding, which changes no word a
-- member wrote, and put back.
ALTER TABLE "posts" DISABLE TRIGGER "posts_keep_revision";--> statement-breakpoint
ALTER TABLE "comments" DISABLE TRIGGER "comments_keep_revision";--> statement-breakpoint
ALTER TABLE "post_revisions" DISABLE TRIGGER "post_revisions_are_kept";--> statement-breakpoint
ALTER TABLE "comment_revisions" DISABLE TRIGGER "comment_revisions_are_kept";--> statement-breakpoint
UPDATE "posts" SET "content" = quote_bylines_without_language("content")
  WHERE "content" LIKE '%](/community/forum/posts/%' AND "content" <> quote_bylines_without_language("content");--> statement-breakpoint
UPDATE "comments" SET "content" = quote_bylines_without_language("content")
  WHERE "content" LIKE '%](/community/forum/posts/%' AND "content" <> quote_bylines_without_language("content");--> statement-breakpoint
UPDATE "post_revisions" SET "content" = quote_bylines_without_language("content")
  WHERE "content" LIKE '%](/community/forum/posts/%' AND "content" <> quote_bylines_without_language("content");--> statement-breakpoint
UPDATE "comment_revisions" SET "content" = quote_bylines_without_language("content")
  WHERE "content" LIKE '%](/community/forum/posts/%' AND "content" <> quote_bylines_without_language("content");--> statement-breakpoint
UPDATE "drafts" SET "content" = quote_bylines_without_language("content")
  WHERE "content" LIKE '%](/community/forum/posts/%' AND "content" <> quote_bylines_without_language("content");--> statement-breakpoint
ALTER TABLE "posts" ENABLE TRIGGER "posts_keep_revision";--> statement-breakpoint
ALTER TABLE "comments" ENABLE TRIGGER "comments_keep_revision";--> statement-breakpoint
ALTER TABLE "post_revisions" ENABLE TRIGGER "post_revisions_are_kept";--> statement-breakpoint
ALTER TABLE "comment_revisions" ENABLE TRIGGER "comment_revisions_are_kept";--> statement-breakpoint
DROP FUNCTION quote_bylines_without_language(text);
