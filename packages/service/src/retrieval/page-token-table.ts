/**
 * A page's distinct tokens, each numbered in the order first met, found by their characters: a token the scanner
 * tells as a range of the text (token-scanner.ts) is hashed and compared where it lies, and cut out as a string only
 * the first time the page meets it. A page says most of its words many times; cutting each occurrence out and
 * looking it up in a `Map` was most of the cost of counting a page's words.
 */
export class PageTokenTable {
  /** Token number + 1 per slot (0: empty); open addressing, kept at most half full. */
  private slots = new Int32Array(256);
  private readonly hashes: number[] = [];
  /** The tokens by number. */
  readonly tokens: string[] = [];

  get size(): number {
    return this.tokens.length;
  }

  /** The number of the token `text.slice(start, end)`, numbered now if it is new. */
  numberOfRange(text: string, start: number, end: number): number {
    let hash = FNV_OFFSET;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const found = (this.slots[slot] as number) - 1;
      if (found < 0) return this.add(text.slice(start, end), hash, slot);
      if (this.hashes[found] === hash && sameAsRange(this.tokens[found] as string, text, start, end)) return found;
    }
  }

  /** The number of a token already cut out (one read by `tokenize`'s own rules). */
  numberOf(token: string): number {
    let hash = FNV_OFFSET;
    for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), FNV_PRIME);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const found = (this.slots[slot] as number) - 1;
      if (found < 0) return this.add(token, hash, slot);
      if (this.hashes[found] === hash && this.tokens[found] === token) return found;
    }
  }

  private add(token: string, hash: number, slot: number): number {
    const number = this.tokens.length;
    this.tokens.push(token);
    this.hashes.push(hash);
    this.slots[slot] = number + 1;
    if (2 * this.tokens.length > this.slots.length) this.grow();
    return number;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    this.hashes.forEach((hash, number) => {
      let slot = hash & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = number + 1;
    });
  }
}

// FNV-1a over UTF-16 code units: a few operations a character, and both lookups hash a token alike.
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

function sameAsRange(token: string, text: string, start: number, end: number): boolean {
  if (token.length !== end - start) return false;
  for (let i = 0; i < token.length; i++) if (token.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}
