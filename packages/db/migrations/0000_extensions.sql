-- Extensions and text-search configurations the search engine needs (available in PGlite and in
-- PostgreSQL's contrib; all three are trusted extensions, so a database owner may create them).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- One configuration per shop language: accents removed, then the language's Snowball stemmer.
CREATE TEXT SEARCH CONFIGURATION vs_fr (COPY = french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vs_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION vs_nl (COPY = dutch);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vs_nl ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION vs_en (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vs_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
-- Codes and brand names: accents removed, no stemming.
CREATE TEXT SEARCH CONFIGURATION vs_simple (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vs_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper lets it be used in indexes and sort keys.
CREATE OR REPLACE FUNCTION vs_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
