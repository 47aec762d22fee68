/**
 * Two runs of bench:storefront side by side (the JSON each run keeps in bench/.cache/storefront-*.json), as the
 * markdown table of issue 18: page, pages/s, share of the floor, p95, HTML gzip, render-blocking CSS, JS gzip,
 * message keys — "before → after" in each cell.
 *
 *   node --import tsx bench/storefront-compare.ts <before.json> <after.json>
 */
import { readFileSync } from 'node:fs';

interface Run {
  measured: string;
  commit: string;
  seconds: number;
  rounds: number;
  floor: {
    load: { pagesPerSecond: number; figures: { p95: number } };
    weight: { html: { gzip: number }; js: { gzip: number } };
  };
  rows: {
    name: string;
    path: string;
    goalShare: number;
    load: { pagesPerSecond: number; figures: { p95: number }; non200: number };
    floorPagesPerSecond: number;
    weight: {
      html: { raw: number; gzip: number };
      css: { files: number; raw: number; gzip: number };
      js: { gzip: number };
      messages: { keys: number; staff: number; unused: number | null };
    };
  }[];
  lh: { performance: number; accessibility: number; seo: number };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;

export function compareMarkdown(before: Run, after: Run): string {
  const lines = [
    `| page | pages/s | share of the floor (goal) | p95 ms at 20 clients | HTML KB gzip (raw) | render-blocking CSS: links, KB gzip | JS KB gzip | message keys in HTML (unused) |`,
    '|---|---|---|---|---|---|---|---|',
    `| floor | ${before.floor.load.pagesPerSecond.toFixed(0)} → ${after.floor.load.pagesPerSecond.toFixed(0)} | 100 % | ${before.floor.load.figures.p95.toFixed(0)} → ${after.floor.load.figures.p95.toFixed(0)} | ${kb(before.floor.weight.html.gzip)} | 0 | ${kb(before.floor.weight.js.gzip)} → ${kb(after.floor.weight.js.gzip)} | – |`,
  ];
  for (const b of before.rows) {
    const a = after.rows.find(
      (r) => r.name.replace(/\(\d+ lines\)/, '') === b.name.replace(/\(\d+ lines\)/, ''),
    );
    if (!a) continue;
    const share = (r: Run['rows'][number]) => r.load.pagesPerSecond / r.floorPagesPerSecond;
    const msgs = (r: Run['rows'][number]) => `${r.weight.messages.keys} (${r.weight.messages.unused ?? '?'})`;
    lines.push(
      `| ${b.name} | ${b.load.pagesPerSecond.toFixed(0)} → ${a.load.pagesPerSecond.toFixed(0)} | ${pct(share(b))} → **${pct(share(a))}** (≥ ${pct(b.goalShare)}) | ${b.load.figures.p95.toFixed(0)} → ${a.load.figures.p95.toFixed(0)} | ${kb(b.weight.html.gzip)} → ${kb(a.weight.html.gzip)} (${kb(b.weight.html.raw)} → ${kb(a.weight.html.raw)}) | ${b.weight.css.files}, ${kb(b.weight.css.gzip)} → ${a.weight.css.files}, ${kb(a.weight.css.gzip)} | ${kb(b.weight.js.gzip)} → ${kb(a.weight.js.gzip)} | ${msgs(b)} → ${msgs(a)} |`,
    );
  }
  lines.push(
    '',
    `Lighthouse, guest product page (mobile): performance ${before.lh.performance} → ${after.lh.performance}, accessibility ${before.lh.accessibility} → ${after.lh.accessibility}, SEO ${before.lh.seo} → ${after.lh.seo}.`,
    '',
    `Before: ${before.commit}, measured ${before.measured} UTC; after: ${after.commit}, measured ${after.measured} UTC; ${after.seconds} s per run, ${after.rounds} round(s).`,
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeFile, afterFile] = process.argv.slice(2);
  if (!beforeFile || !afterFile) throw new Error('usage: storefront-compare.ts <before.json> <after.json>');
  const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Run;
  console.log(compareMarkdown(read(beforeFile), read(afterFile)));
}
