/**
 * GLOSSARY.md read as data, for the tests that hold every message to it (the storefront's and the back
 * office's): the terms table (concept → fr / nl / en term → message keys) and the forbidden variants.
 * Plain text in, plain data out: no file access here, the tests read the file.
 */
export type GlossaryLocale = 'fr' | 'nl' | 'en';

export interface GlossaryTerm {
  concept: string;
  terms: Record<GlossaryLocale, string>;
  keys: string[];
}

export interface ForbiddenVariant {
  locale: GlossaryLocale;
  forbidden: string;
  instead: string;
}

function tableRows(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`GLOSSARY.md has no "## ${heading}" section`);
  const rest = markdown.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  return (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l))
    .slice(1) // the header row
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
}

const isLocale = (s: string): s is GlossaryLocale => s === 'fr' || s === 'nl' || s === 'en';

export function parseGlossary(markdown: string): { terms: GlossaryTerm[]; forbidden: ForbiddenVariant[] } {
  const terms = tableRows(markdown, 'Terms').map(([concept = '', fr = '', nl = '', en = '', keys = '']) => ({
    concept,
    terms: { fr, nl, en },
    keys: keys
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  }));
  const forbidden = tableRows(markdown, 'Forbidden variants').map(
    ([locale = '', forbidden = '', instead = '']) => {
      if (!isLocale(locale)) throw new Error(`GLOSSARY.md: unknown language "${locale}"`);
      return { locale, forbidden, instead };
    },
  );
  return { terms, forbidden };
}

/** Whether `text` uses `variant` as a whole word (or words), ignoring case. */
export function usesVariant(text: string, variant: string): boolean {
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
