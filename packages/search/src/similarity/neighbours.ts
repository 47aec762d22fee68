import { compareTerms, cosine, idf, type SparseVector } from './vector';

/**
 * The nearest neighbours of every product of a catalogue (decision 032). All pairs would be 1.25 billion cosines
 * for 50,000 products; instead an inverted index (term → products) scores, for each product, only the products
 * sharing one of its selective terms (held by at most `maxPostings` products: an active principle, an indication,
 * a deep category, a rare word), and every such candidate gets its exact cosine; the `k` best are kept. Terms held
 * by more products (a species, a top-level category, "veterinary") still count in the cosine; they only do not
 * propose candidates, unless the selective ones propose fewer than `k`.
 */

export interface NeighbourOptions {
  /** Neighbours kept per product (more than a page shows: some are hidden from some callers). */
  k: number;
  /** A term held by more products than this proposes no candidates (it is not selective). */
  maxPostings: number;
}

export const NEIGHBOUR_OPTIONS: NeighbourOptions = { k: 24, maxPostings: 1500 };

export interface Neighbours {
  ids: number[];
  scores: number[];
}

/**
 * The raw vectors of a catalogue with their terms interned (ids instead of strings, typed arrays): 50,000 products of
 * ~50 terms each are 20 MB instead of the ~200 MB of one Map per product.
 */
export class VectorSet {
  readonly ids: number[] = [];
  private readonly termIds = new Map<string, number>();
  readonly termNames: string[] = [];
  private readonly terms: Int32Array[] = [];
  private readonly raws: Float32Array[] = [];
  private df: number[] = [];

  add(productId: number, raw: ReadonlyMap<string, number>): void {
    const entries = [...raw].map(([term, weight]) => [this.intern(term), weight] as const);
    entries.sort((a, b) => a[0] - b[0]);
    this.ids.push(productId);
    this.terms.push(Int32Array.from(entries, (e) => e[0]));
    this.raws.push(Float32Array.from(entries, (e) => e[1]));
    for (const [id] of entries) this.df[id] = (this.df[id] ?? 0) + 1;
  }

  get size(): number {
    return this.ids.length;
  }

  /** How many products hold each term. */
  documentFrequencies(): Map<string, number> {
    return new Map(this.termNames.map((name, id) => [name, this.df[id] ?? 0]));
  }

  /** The weighted unit vector of the i-th product (terms as strings, sorted), as stored. */
  vector(i: number): SparseVector {
    const pairs = [...this.terms[i]!].map((t, j) => [this.termNames[t]!, this.weight(i, j)] as const);
    pairs.sort((a, b) => compareTerms(a[0], b[0]));
    return { terms: pairs.map((p) => p[0]), weights: pairs.map((p) => p[1]) };
  }

  private weight(i: number, j: number): number {
    return this.raws[i]![j]! * idf(this.df[this.terms[i]![j]!] ?? 1, this.size) * this.inverseNorm(i);
  }

  private readonly norms = new Map<number, number>();
  private inverseNorm(i: number): number {
    let n = this.norms.get(i);
    if (n === undefined) {
      let sum = 0;
      const t = this.terms[i]!;
      const r = this.raws[i]!;
      for (let j = 0; j < t.length; j++) {
        const w = r[j]! * idf(this.df[t[j]!] ?? 1, this.size);
        sum += w * w;
      }
      n = sum > 0 ? 1 / Math.sqrt(sum) : 0;
      this.norms.set(i, n);
    }
    return n;
  }

  /** The neighbours of every product (see the file's comment). */
  allNeighbours(options: NeighbourOptions = NEIGHBOUR_OPTIONS): Neighbours[] {
    const n = this.size;
    const termCount = this.termNames.length;
    const df = Int32Array.from({ length: termCount }, (_, t) => this.df[t] ?? 0);
    // Unit weights aligned with `terms`.
    const weights = this.terms.map((t, i) => Float32Array.from(t, (_, j) => this.weight(i, j)));
    // Postings (CSR) of the selective terms: products (by id, the order they were added in) and weights.
    const start = new Int32Array(termCount + 1);
    for (let t = 0; t < termCount; t++) start[t + 1] = start[t]! + df[t]!;
    const fill = start.slice(0, termCount);
    const postProduct = new Int32Array(start[termCount]!);
    const postWeight = new Float32Array(start[termCount]!);
    // Each product's common terms (a few dozen in all) and their weights, contiguous per product (CSR): a
    // candidate's share of them is read from two cache lines, not from a dense row of every common term.
    const commonIndex = new Int32Array(termCount).fill(-1);
    let commonCount = 0;
    for (let t = 0; t < termCount; t++) if (df[t]! > options.maxPostings) commonIndex[t] = commonCount++;
    const commonStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) {
      let held = 0;
      for (const term of this.terms[i]!) if (commonIndex[term]! >= 0) held++;
      commonStart[i + 1] = commonStart[i]! + held;
    }
    const commonTerm = new Int32Array(commonStart[n]!);
    const commonWeight = new Float32Array(commonStart[n]!);
    for (let i = 0; i < n; i++) {
      const t = this.terms[i]!;
      let at = commonStart[i]!;
      for (let j = 0; j < t.length; j++) {
        const post = fill[t[j]!]!++;
        postProduct[post] = i;
        postWeight[post] = weights[i]![j]!;
        const c = commonIndex[t[j]!]!;
        if (c >= 0) {
          commonTerm[at] = c;
          commonWeight[at++] = weights[i]![j]!;
        }
      }
    }
    // This product's weights of the common terms, dense (zero where it lacks one).
    const mine = new Float64Array(commonCount);

    const acc = new Float64Array(n);
    const stamp = new Int32Array(n).fill(-1);
    const touched = new Int32Array(n);
    const scores = new Float64Array(n);
    const scratch = new Float64Array(n);
    const result: Neighbours[] = [];
    for (let i = 0; i < n; i++) {
      const t = this.terms[i]!;
      const w = weights[i]!;
      let count = 0;
      // Candidates: the products holding one of its selective terms, each term's share of the cosine summed.
      for (let j = 0; j < t.length; j++) {
        const term = t[j]!;
        if (df[term]! < 2 || df[term]! > options.maxPostings) continue;
        for (let p = start[term]!; p < start[term + 1]!; p++) {
          const other = postProduct[p]!;
          if (other === i) continue;
          if (stamp[other] !== i) {
            stamp[other] = i;
            acc[other] = 0;
            touched[count++] = other;
          }
          acc[other]! += w[j]! * postWeight[p]!;
        }
      }
      // Too few: the first products (by id) of its least common other terms become candidates too.
      if (count < options.k) {
        const order = [...t.keys()]
          .filter((j) => df[t[j]!]! > options.maxPostings)
          .sort((a, b) => df[t[a]!]! - df[t[b]!]! || t[a]! - t[b]!);
        for (const j of order) {
          if (count >= options.k) break;
          let seen = 0;
          for (let p = start[t[j]!]!; p < start[t[j]! + 1]! && seen < options.maxPostings; p++) {
            const other = postProduct[p]!;
            if (other === i) continue;
            seen++;
            if (stamp[other] !== i) {
              stamp[other] = i;
              acc[other] = 0;
              touched[count++] = other;
            }
          }
        }
      }
      // Exact cosines: the selective terms' share plus the common terms'.
      for (let j = 0; j < t.length; j++) {
        const c = commonIndex[t[j]!]!;
        if (c >= 0) mine[c] = w[j]!;
      }
      for (let x = 0; x < count; x++) {
        const other = touched[x]!;
        let score = acc[other]!;
        for (let m = commonStart[other]!; m < commonStart[other + 1]!; m++)
          score += mine[commonTerm[m]!]! * commonWeight[m]!;
        scores[x] = score;
      }
      for (let j = 0; j < t.length; j++) {
        const c = commonIndex[t[j]!]!;
        if (c >= 0) mine[c] = 0;
      }
      let kept: number[] = [];
      if (count > options.k) {
        scratch.set(scores.subarray(0, count));
        const threshold = kthLargest(scratch.subarray(0, count), options.k);
        for (let x = 0; x < count; x++) if (scores[x]! > threshold) kept.push(x);
        // Ties at the threshold (a templated catalogue has thousands): the first by id, as the sort would keep.
        const tied: number[] = [];
        for (let x = 0; x < count; x++) if (scores[x] === threshold) tied.push(x);
        tied.sort((a, b) => this.ids[touched[a]!]! - this.ids[touched[b]!]!);
        kept.push(...tied.slice(0, options.k - kept.length));
      } else kept = Array.from({ length: count }, (_, x) => x);
      kept.sort((a, b) => scores[b]! - scores[a]! || this.ids[touched[a]!]! - this.ids[touched[b]!]!);
      kept.length = Math.min(kept.length, options.k);
      result.push({ ids: kept.map((x) => this.ids[touched[x]!]!), scores: kept.map((x) => scores[x]!) });
    }
    return result;
  }

  private intern(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termNames.length;
      this.termIds.set(term, id);
      this.termNames.push(term);
    }
    return id;
  }
}

/**
 * The k-th largest value (1-based) of `values`, reordering them: quickselect, linear on average. Sorting the
 * thousands of candidates of each of 50,000 products took most of a full computation's time.
 */
export function kthLargest(values: Float64Array, k: number): number {
  const target = values.length - k;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const tmp = values[i]!;
        values[i++] = values[j]!;
        values[j--] = tmp;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target]!;
}

/**
 * The neighbours of one product among candidates (a partial refresh): the same rule as `allNeighbours`, the
 * candidates being the products that share a selective term with it, or the fallback's (read through the database's
 * index): the `k` best by exact cosine, best first, ties by id.
 */
export function rankCandidates(
  self: SparseVector,
  candidates: readonly { id: number; vector: SparseVector }[],
  k: number,
): { id: number; score: number }[] {
  return candidates
    .map((c) => ({ id: c.id, score: cosine(self, c.vector) }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, k);
}
