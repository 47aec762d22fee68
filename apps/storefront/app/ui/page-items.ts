/** Page links to show: first, last, and the neighbours of the current page, with gaps between. */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
