/**
 * ES2024's `ArrayBuffer.prototype.transfer` (Node 22 has it; the project's TypeScript library, ES2023, does not
 * name it): a buffer's memory moved to a new buffer of the length asked for, the old one detached and its memory
 * freed at once.
 */
type Transferable = ArrayBuffer & { readonly detached: boolean; transfer(length: number): ArrayBuffer };

/**
 * Hands a typed array's memory back now rather than when the garbage collector next collects it. V8 frees an
 * ArrayBuffer's memory only once it collects the buffer, and a first start at 10,000 pages makes buffers garbage
 * faster than that (a batch's postings once sorted, the segments once merged, each page's counted words once
 * indexed): ~50 MiB of them were still held at its peak. Detaches the buffer, so only for arrays nothing reads
 * again; an array that is a view of part of a buffer (a snapshot's, say) is left alone.
 */
export function letGo(...arrays: ArrayBufferView[]): void {
  for (const array of arrays) {
    const buffer = array.buffer as Transferable;
    if (buffer instanceof ArrayBuffer && !buffer.detached && array.byteLength === buffer.byteLength) buffer.transfer(0);
  }
}

/** A Uint32Array's numbers in a longer one, the shorter's memory freed at once (not left for the collector). */
export function lengthened(array: Uint32Array, length: number): Uint32Array<ArrayBuffer> {
  const buffer = array.buffer as Transferable;
  if (!(buffer instanceof ArrayBuffer) || array.byteOffset !== 0 || array.byteLength !== buffer.byteLength) {
    const larger = new Uint32Array(length);
    larger.set(array);
    return larger;
  }
  return new Uint32Array(buffer.transfer(length * Uint32Array.BYTES_PER_ELEMENT));
}
