'use strict';
/*
 * An import resolver for the boundaries test: resolves a relative import to one of the files the
 * test declares, so a rule can be proven on a layout (features, module indexes) before or without
 * those files existing. The real configuration's node resolver runs first; this is only the fallback.
 */
const path = require('node:path');

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

exports.interfaceVersion = 2;

/** @param {string} source @param {string} file @param {{ files?: string[] }} config */
exports.resolve = (source, file, config) => {
  if (!source.startsWith('.')) return { found: false };
  const files = new Set(config?.files ?? []);
  const base = path.resolve(path.dirname(file), source);
  const hit = extensions.map((ext) => base + ext).find((candidate) => files.has(candidate));
  return hit ? { found: true, path: hit } : { found: false };
};
