import { describe, expect, it } from 'vitest';
import {
  asFloat,
  asInt64,
  asString,
  decodeFields,
  encodeFields,
  floatField,
  repeatedInts,
  stringField,
  varintField,
  type Field,
} from './protobuf';

describe('protobuf wire format', () => {
  it('writes back every kind of field as it read it', () => {
    const fields: Field[] = [
      varintField(1, 300),
      varintField(2, -1),
      stringField(3, 'Conv ✓'),
      floatField(4, 0.1666666716337204),
      { number: 5, wire: 1, value: Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8) },
      varintField(536870911, 0),
    ];
    const bytes = encodeFields(fields);
    const read = decodeFields(bytes);
    expect(read.map((f) => [f.number, f.wire])).toEqual(fields.map((f) => [f.number, f.wire]));
    expect(read[0]!.value).toBe(300n);
    expect(asInt64(read[1]!.value as bigint)).toBe(-1);
    expect(asString(read[2]!.value as Uint8Array)).toBe('Conv ✓');
    expect(asFloat(read[3]!.value as Uint8Array)).toBeCloseTo(1 / 6, 7);
    expect(encodeFields(read)).toEqual(bytes);
  });

  it('writes a negative int64 in ten bytes, as protobuf does', () => {
    // key (field 1, varint) then 0xff × 9 and 0x01
    expect(Array.from(encodeFields([varintField(1, -1)]))).toEqual([8, ...Array(9).fill(0xff), 1]);
  });

  it('reads repeated integers one field each or packed', () => {
    const unpacked = [varintField(8, 1), varintField(8, -2), varintField(8, 3)];
    const packed: Field = {
      number: 8,
      wire: 2,
      value: Uint8Array.of(
        1,
        ...Array(9)
          .fill(0xff)
          .map((b, i) => (i === 0 ? 0xfe : b)),
        1,
        3,
      ),
    };
    expect(repeatedInts(unpacked, 8)).toEqual([1, -2, 3]);
    expect(repeatedInts(decodeFields(encodeFields([packed])), 8)).toEqual([1, -2, 3]);
  });

  it('refuses a message cut short', () => {
    const bytes = encodeFields([stringField(1, 'a long enough string')]);
    expect(() => decodeFields(bytes.subarray(0, bytes.length - 3))).toThrow(/truncated/);
    expect(() => decodeFields(Uint8Array.of(0x80))).toThrow(/truncated/);
  });

  it('refuses the group wire types, which ONNX never writes', () => {
    expect(() => decodeFields(Uint8Array.of((1 << 3) | 3))).toThrow(/wire type 3/);
  });
});
