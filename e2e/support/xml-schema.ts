import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMAS = join(dirname(fileURLToPath(import.meta.url)), 'sitemap-schema');

/**
 * Validates an XML document with libxml2's xmllint (Debian libxml2-utils, installed by .ci/run) against one of the
 * schemas kept in e2e/support/sitemap-schema: `siteindex` for a sitemap index, `urlset` for a sitemap of URLs with
 * hreflang alternates. Answers xmllint's messages, empty when the document is valid.
 */
export function schemaErrors(xml: string, schema: 'siteindex' | 'urlset'): string {
  const result = spawnSync('xmllint', ['--noout', '--schema', join(SCHEMAS, `${schema}.xsd`), '-'], {
    input: xml,
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`xmllint could not run (install libxml2-utils): ${result.error.message}`);
  return result.status === 0 ? '' : result.stderr.trim();
}
