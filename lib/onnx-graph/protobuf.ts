/**
 * Protocol Buffers' wire format, as far as reading and rewriting an ONNX model needs: a message is a
 * list of fields, each kept as its field number, wire type and value, so that a field nobody reads
 * is written back exactly as it came.
 */

/** Wire types: 0 a varint, 1 eight bytes, 2 length-delimited bytes, 5 four bytes. */
export type WireType = 0 | 1 | 2 | 5;

export interface Field {
  number: number;
  wire: WireType;
  /** A varint as a bigint (int64 values are two's complement in 64 bits); any other type as its bytes. */
  value: bigint | Uint8Array;
}

/** The fields of one message, in their order. */
export function decodeFields(bytes: Uint8Array): Field[] {
  const fields: Field[] = [];
  const reader = { bytes, at: 0 };
  while (reader.at < bytes.length) {
    const key = readVarint(reader);
    const number = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (wire === 0) fields.push({ number, wire, value: readVarint(reader) });
    else if (wire === 2) {
      const length = Number(readVarint(reader));
      fields.push({ number, wire, value: take(reader, length) });
    } else if (wire === 1) fields.push({ number, wire, value: take(reader, 8) });
    else if (wire === 5) fields.push({ number, wire, value: take(reader, 4) });
    else throw new Error(`unsupported protobuf wire type ${wire}`);
  }
  return fields;
}

/** The message made of these fields, in their order. */
export function encodeFields(fields: readonly Field[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const { number, wire, value } of fields) {
    parts.push(varint((BigInt(number) << 3n) | BigInt(wire)));
    if (wire === 0) parts.push(varint(value as bigint));
    else {
      const bytes = value as Uint8Array;
      if (wire === 2) parts.push(varint(BigInt(bytes.length)));
      parts.push(bytes);
    }
  }
  return concat(parts);
}

export const bytesField = (number: number, value: Uint8Array): Field => ({ number, wire: 2, value });
export const stringField = (number: number, value: string): Field =>
  bytesField(number, new TextEncoder().encode(value));
export const varintField = (number: number, value: number | bigint): Field => ({
  number,
  wire: 0,
  value: BigInt.asUintN(64, BigInt(value)),
});
export function floatField(number: number, value: number): Field {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setFloat32(0, value, true);
  return { number, wire: 5, value: bytes };
}

/** A varint field's value as a signed 64-bit integer (how int64 fields are written). */
export const asInt64 = (value: bigint): number => Number(BigInt.asIntN(64, value));

export const asString = (value: Uint8Array): string => new TextDecoder().decode(value);

export const asFloat = (value: Uint8Array): number =>
  new DataView(value.buffer, value.byteOffset, 4).getFloat32(0, true);

/** A repeated integer field's values, whether written one field each or packed into one bytes field. */
export function repeatedInts(fields: readonly Field[], number: number): number[] {
  const values: number[] = [];
  for (const field of fields) {
    if (field.number !== number) continue;
    if (field.wire === 0) values.push(asInt64(field.value as bigint));
    else if (field.wire === 2) {
      const reader = { bytes: field.value as Uint8Array, at: 0 };
      while (reader.at < reader.bytes.length) values.push(asInt64(readVarint(reader)));
    }
  }
  return values;
}

interface Reader {
  bytes: Uint8Array;
  at: number;
}

function readVarint(reader: Reader): bigint {
  let value = 0n;
  let shift = 0n;
  for (;;) {
    if (reader.at >= reader.bytes.length) throw new Error('truncated protobuf varint');
    const byte = reader.bytes[reader.at++]!;
    value |= BigInt(byte & 0x7f) << shift;
    if (byte < 0x80) return value;
    shift += 7n;
    if (shift > 63n) throw new Error('protobuf varint longer than 10 bytes');
  }
}

function take(reader: Reader, length: number): Uint8Array {
  if (reader.at + length > reader.bytes.length) throw new Error('truncated protobuf field');
  const bytes = reader.bytes.subarray(reader.at, reader.at + length);
  reader.at += length;
  return bytes;
}

function varint(value: bigint): Uint8Array {
  const bytes: number[] = [];
  let rest = BigInt.asUintN(64, value);
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return Uint8Array.from(bytes);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
