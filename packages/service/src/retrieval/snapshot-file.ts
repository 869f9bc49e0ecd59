import { closeSync, openSync, writeSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';

/**
 * A value with large typed arrays in one file that reads back without copying them: the rest of the value through
 * `node:v8`'s serializer, each typed array's bytes after it at an 8-byte boundary, read back as a view into the
 * file's bytes. (Through `v8.serialize` alone, arrays at unaligned offsets are copied and aligned ones are views
 * that keep the whole file alive: both, at 10,000 pages, ~120 MB more than the arrays themselves.)
 *
 * Layout: `DAIX`, the header's length (uint32 LE), the header (v8: the value with each typed array replaced by
 * `{ [ARRAY]: n }`, and the arrays' types, offsets and lengths), then the arrays.
 */
const MAGIC = Buffer.from('DAIX');
const ARRAY = '__snapshotArray';

const TYPES = { Uint8Array, Uint16Array, Uint32Array, Int32Array, Float64Array } as const;
type TypeName = keyof typeof TYPES;
type Typed = InstanceType<(typeof TYPES)[TypeName]>;

interface Header {
  value: unknown;
  arrays: Array<{ type: TypeName; offset: number; length: number }>;
}

export function encodeSnapshot(value: unknown): Buffer {
  return Buffer.concat(snapshotParts(value));
}

/**
 * The snapshot written to `file` part by part, each array from its own bytes: made whole in memory first, it was
 * one more copy of the index (140 MB at 10,000 pages) at the moment a first start's memory is highest.
 */
export function writeSnapshot(file: string, value: unknown): void {
  const fd = openSync(file, 'w');
  try {
    for (const part of snapshotParts(value))
      for (let written = 0; written < part.length;) written += writeSync(fd, part, written);
  } finally {
    closeSync(fd);
  }
}

/** The file's bytes in order: the head (magic, header length, header, padding), then each array and its padding. */
function snapshotParts(value: unknown): Uint8Array[] {
  const arrays: Typed[] = [];
  const header: Header = { value: extract(value, arrays), arrays: [] };
  let offset = 0;
  for (const array of arrays) {
    header.arrays.push({ type: array.constructor.name as TypeName, offset, length: array.length });
    offset = align(offset + array.byteLength);
  }
  const head = serialize(header);
  const start = align(MAGIC.length + 4 + head.length);
  const first = Buffer.alloc(start);
  MAGIC.copy(first, 0);
  first.writeUInt32LE(head.length, MAGIC.length);
  head.copy(first, MAGIC.length + 4);
  const parts: Uint8Array[] = [first];
  for (const array of arrays) {
    parts.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    const padding = align(array.byteLength) - array.byteLength;
    if (padding > 0) parts.push(new Uint8Array(padding));
  }
  return parts;
}

/** Undefined for a file that is not in this format (an older snapshot); throws when it is but is damaged. */
export function decodeSnapshot(input: Buffer): unknown {
  if (input.length < MAGIC.length + 4 || !input.subarray(0, MAGIC.length).equals(MAGIC)) {
    // An older snapshot is v8's own format (it starts with v8's version tag): rebuilt without a word.
    if (input[0] === 0xff) return undefined;
    throw new Error('not a saved index');
  }
  // Views need the file's bytes at an 8-byte boundary; a Buffer from Node's small-file pool may not be.
  const bytes = input.byteOffset % 8 === 0 ? input : Buffer.from(input);
  const length = bytes.readUInt32LE(MAGIC.length);
  if (MAGIC.length + 4 + length > bytes.length) throw new Error('cut short');
  const header = deserialize(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length)) as Header;
  if (!Array.isArray(header?.arrays)) throw new Error('not a saved index');
  const start = align(MAGIC.length + 4 + length);
  const arrays = header.arrays.map(({ type, offset, length: count }) => {
    const Type = TYPES[type];
    if (!Type || !Number.isInteger(offset) || !Number.isInteger(count)) throw new Error('not a saved index');
    const at = bytes.byteOffset + start + offset;
    if (start + offset + count * Type.BYTES_PER_ELEMENT > bytes.length) throw new Error('cut short');
    return new Type(bytes.buffer as ArrayBuffer, at, count);
  });
  return restore(header.value, arrays);
}

const align = (n: number) => Math.ceil(n / 8) * 8;

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Typed arrays in plain objects and arrays (not in Maps or Sets) become references. */
function extract(value: unknown, arrays: Typed[]): unknown {
  if (ArrayBuffer.isView(value) && value.constructor.name in TYPES) {
    arrays.push(value as Typed);
    return { [ARRAY]: arrays.length - 1 };
  }
  if (Array.isArray(value))
    return value.some((item) => typeof item === 'object') ? value.map((item) => extract(item, arrays)) : value;
  if (isPlain(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, extract(item, arrays)]));
  return value;
}

function restore(value: unknown, arrays: Typed[]): unknown {
  if (isPlain(value) && ARRAY in value) {
    const array = arrays[value[ARRAY] as number];
    if (!array) throw new Error('not a saved index');
    return array;
  }
  if (Array.isArray(value))
    return value.some((item) => typeof item === 'object') ? value.map((item) => restore(item, arrays)) : value;
  if (isPlain(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, restore(item, arrays)]));
  return value;
}
