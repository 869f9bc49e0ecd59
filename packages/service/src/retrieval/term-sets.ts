/**
 * Sets of term numbers by document number (a section's in the section search, a page's in the page search), in one
 * growing array: a set is a run of it, read as a view only when asked for. Kept as a map of small typed arrays, the
 * 290,000 sets of 10,000 pages cost an object (and, while built, a buffer) each; keyed by id strings, reading the
 * three maps back was a tenth of a restart. A set replaced or deleted leaves its run unused until the sets are next
 * packed (saved).
 */
export class TermSets {
  /** Document number → its run, -1 for none. */
  private runOf: Int32Array;
  private starts: Uint32Array;
  private terms: Int32Array;
  private count = 0;
  private size = 0;

  constructor(packed?: PackedTermSets) {
    this.starts = packed?.starts ?? new Uint32Array(1024);
    this.terms = packed?.terms ?? new Int32Array(4096);
    let documents = 0;
    for (const key of packed?.keys ?? []) documents = Math.max(documents, key + 1);
    this.runOf = new Int32Array(Math.max(documents, 1024)).fill(-1);
    if (!packed) return;
    packed.keys.forEach((key, run) => (this.runOf[key] = run));
    this.count = packed.keys.length;
    this.size = packed.terms.length;
  }

  get(key: number): Int32Array | undefined {
    const run = key < this.runOf.length ? (this.runOf[key] as number) : -1;
    return run === -1 ? undefined : this.terms.subarray(this.starts[run], this.starts[run + 1]);
  }

  set(key: number, terms: ArrayLike<number>): void {
    if (this.count + 2 > this.starts.length) this.starts = grown(this.starts, this.count + 2);
    if (this.size + terms.length > this.terms.length) this.terms = grown(this.terms, this.size + terms.length);
    if (key >= this.runOf.length) {
      const runOf = grown(this.runOf, key + 1);
      runOf.fill(-1, this.runOf.length);
      this.runOf = runOf;
    }
    this.terms.set(terms, this.size);
    this.starts[this.count] = this.size;
    this.size += terms.length;
    this.starts[this.count + 1] = this.size;
    this.runOf[key] = this.count++;
  }

  delete(key: number): void {
    if (key < this.runOf.length) this.runOf[key] = -1;
  }

  /** The same sets in arrays of their own size (a built index's are up to twice that, as they grew). */
  trimmed(): TermSets {
    return new TermSets(this.pack());
  }

  /** The sets as saved (index-snapshot.ts): every live set once, in one array, by ascending document number. */
  pack(): PackedTermSets {
    const keys: number[] = [];
    let size = 0;
    this.runOf.forEach((run, key) => {
      if (run === -1) return;
      keys.push(key);
      size += (this.starts[run + 1] as number) - (this.starts[run] as number);
    });
    const starts = new Uint32Array(keys.length + 1);
    const terms = new Int32Array(size);
    let at = 0;
    keys.forEach((key, i) => {
      const run = this.runOf[key] as number;
      starts[i] = at;
      terms.set(this.terms.subarray(this.starts[run], this.starts[run + 1]), at);
      at += (this.starts[run + 1] as number) - (this.starts[run] as number);
    });
    starts[keys.length] = at;
    return { keys: Uint32Array.from(keys), starts, terms };
  }
}

/** Sets as saved: set i is `terms[starts[i] .. starts[i + 1]]`, of document `keys[i]`. */
export interface PackedTermSets {
  keys: Uint32Array;
  starts: Uint32Array;
  terms: Int32Array;
}

function grown<T extends Uint32Array | Int32Array>(array: T, needed: number): T {
  const larger = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  larger.set(array);
  return larger;
}
