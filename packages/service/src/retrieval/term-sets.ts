/**
 * Sets of term numbers by key (a section's id, a page's path), in one growing array: a set is a run of it, read as a
 * view only when asked for. Kept as a map of small typed arrays, the 290,000 sets of 10,000 pages cost an object
 * (and, while built, a buffer) each: ~27 MB more at a restart, more at a first start. A set replaced or deleted leaves
 * its run unused until the sets are next packed (saved).
 */
export class TermSets {
  private readonly runs = new Map<string, number>();
  private starts: Uint32Array;
  private terms: Int32Array;
  private count = 0;
  private size = 0;

  constructor(packed?: PackedTermSets) {
    this.starts = packed?.starts ?? new Uint32Array(1024);
    this.terms = packed?.terms ?? new Int32Array(4096);
    if (!packed) return;
    packed.keys.forEach((key, run) => this.runs.set(key, run));
    this.count = packed.keys.length;
    this.size = packed.terms.length;
  }

  get(key: string): Int32Array | undefined {
    const run = this.runs.get(key);
    return run === undefined ? undefined : this.terms.subarray(this.starts[run], this.starts[run + 1]);
  }

  set(key: string, terms: ArrayLike<number>): void {
    if (this.count + 2 > this.starts.length) this.starts = grown(this.starts, this.count + 2);
    if (this.size + terms.length > this.terms.length) this.terms = grown(this.terms, this.size + terms.length);
    this.terms.set(terms, this.size);
    this.starts[this.count] = this.size;
    this.size += terms.length;
    this.starts[this.count + 1] = this.size;
    this.runs.set(key, this.count++);
  }

  delete(key: string): void {
    this.runs.delete(key);
  }

  /** The same sets in arrays of their own size (a built index's are up to twice that, as they grew). */
  trimmed(): TermSets {
    return new TermSets(this.pack((key) => key));
  }

  /** The sets as saved (index-snapshot.ts): every live set once, in one array, keyed by `key`. */
  pack<K>(key: (key: string) => K): { keys: K[]; starts: Uint32Array; terms: Int32Array } {
    const keys: K[] = [];
    const starts = new Uint32Array(this.runs.size + 1);
    let size = 0;
    for (const run of this.runs.values()) size += (this.starts[run + 1] as number) - (this.starts[run] as number);
    const terms = new Int32Array(size);
    let at = 0;
    let i = 0;
    for (const [name, run] of this.runs) {
      keys.push(key(name));
      starts[i++] = at;
      terms.set(this.terms.subarray(this.starts[run], this.starts[run + 1]), at);
      at += (this.starts[run + 1] as number) - (this.starts[run] as number);
    }
    starts[i] = at;
    return { keys, starts, terms };
  }
}

/** Sets as read back: set i is `terms[starts[i] .. starts[i + 1]]`, keyed by `keys[i]`. */
export interface PackedTermSets {
  keys: string[];
  starts: Uint32Array;
  terms: Int32Array;
}

function grown<T extends Uint32Array | Int32Array>(array: T, needed: number): T {
  const larger = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  larger.set(array);
  return larger;
}
