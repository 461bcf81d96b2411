import {
  constantNode,
  floatAttribute,
  makeNode,
  readFloatAttribute,
  readIntsAttribute,
  readModel,
  readStringAttribute,
  writeModel,
  type FloatTensor,
  type OnnxModel,
  type OnnxNode,
} from './model';

/** How many chains of each kind a fold rewrote. */
export interface FoldCounts {
  /** Conv → Mul by a number → Add of a number, now one Conv. */
  affineAfterConv: number;
  /** x · clip(x + 3, 0, 6) / 6 in four operators, now x · HardSigmoid(x). */
  hardSwish: number;
  /** Mul by a number → Add of a number → Conv, now one Conv (or an Add and a Conv where the Conv pads). */
  affineBeforeConv: number;
}

/**
 * The model with the same function in fewer operators. PaddlePaddle's exports of PP-OCR's networks
 * write each of PP-LCNetV3's learnable affine blocks (a scale and a shift after a convolution and
 * after an activation) as separate Mul and Add operators, and each hard-swish as four (Add, Clip,
 * Mul, Div); onnxruntime fuses none of them, and these element-wise passes take about half of the
 * recogniser's time. Here a scale and shift are folded into the weights of the convolution beside
 * them, and each hard-swish becomes x · HardSigmoid(x). Every rewrite is exact up to float rounding;
 * a shift before a convolution that pads stays an Add (its borders read zeros, not the shift).
 */
export function foldModel(bytes: Uint8Array): { model: Uint8Array; counts: FoldCounts } {
  const model = readModel(bytes);
  if (model.hasSubgraphs) return { model: bytes, counts: { affineAfterConv: 0, hardSwish: 0, affineBeforeConv: 0 } };
  const counts: FoldCounts = {
    affineAfterConv: foldAffineAfterConv(model),
    hardSwish: fuseHardSwish(model),
    affineBeforeConv: foldAffineBeforeConv(model),
  };
  dropUnusedConstants(model);
  return { model: writeModel(model), counts };
}

/** Who reads each value, and who writes it, as the nodes are now. */
function wiring(model: OnnxModel) {
  const readers = new Map<string, OnnxNode[]>();
  const writers = new Map<string, OnnxNode>();
  for (const node of model.nodes) {
    for (const input of node.inputs) readers.set(input, [...(readers.get(input) ?? []), node]);
    for (const output of node.outputs) writers.set(output, node);
  }
  /** The one node that reads this value, when no other node and no graph output does. */
  const onlyReader = (name: string): OnnxNode | undefined => {
    const nodes = readers.get(name);
    return nodes?.length === 1 && !model.outputs.has(name) ? nodes[0] : undefined;
  };
  return { onlyReader, writer: (name: string) => writers.get(name) };
}

/** A constant of one value. */
function scalar(model: OnnxModel, name: string | undefined): number | undefined {
  const tensor = name === undefined ? undefined : model.constant(name);
  return tensor?.data.length === 1 ? tensor.data[0] : undefined;
}

/** For a binary node with one constant number among its inputs: that number and the other input. */
function withNumber(model: OnnxModel, node: OnnxNode): { value: number; other: string } | undefined {
  if (node.inputs.length !== 2) return undefined;
  const [a, b] = node.inputs as [string, string];
  const first = scalar(model, a);
  if (first !== undefined && scalar(model, b) === undefined) return { value: first, other: b };
  const second = scalar(model, b);
  return second !== undefined ? { value: second, other: a } : undefined;
}

/** A Conv's weights and bias (zeros when it has none), when both are constants. */
function convParameters(model: OnnxModel, conv: OnnxNode): { weights: FloatTensor; bias: Float32Array } | undefined {
  const weights = model.constant(conv.inputs[1] ?? '');
  if (!weights || weights.dims.length < 3) return undefined;
  const channels = weights.dims[0]!;
  const biasName = conv.inputs[2];
  const bias = biasName ? model.constant(biasName)?.data : new Float32Array(channels);
  return bias?.length === channels ? { weights, bias } : undefined;
}

/** Sets a Conv's weights and bias to new constants named after its output. */
function setConvParameters(model: OnnxModel, conv: OnnxNode, weights: FloatTensor, bias: Float32Array, tag: string) {
  const weightsName = `${conv.outputs[0]}::${tag}-weights`;
  const biasName = `${conv.outputs[0]}::${tag}-bias`;
  model.nodes.unshift(constantNode(weightsName, weights), constantNode(biasName, { dims: [bias.length], data: bias }));
  conv.inputs = [conv.inputs[0]!, weightsName, biasName];
}

const remove = (model: OnnxModel, gone: ReadonlySet<OnnxNode>) => {
  model.nodes = model.nodes.filter((node) => !gone.has(node));
};

const scaled = (tensor: FloatTensor, by: number): FloatTensor => ({
  dims: tensor.dims,
  data: tensor.data.map((value) => value * by),
});

/** conv(x) · s + b is conv'(x) with weights · s and bias · s + b. */
function foldAffineAfterConv(model: OnnxModel): number {
  const { onlyReader } = wiring(model);
  const gone = new Set<OnnxNode>();
  let folded = 0;
  for (const conv of model.nodes.filter((node) => node.opType === 'Conv' && node.outputs.length === 1)) {
    const parameters = convParameters(model, conv);
    const mul = onlyReader(conv.outputs[0]!);
    const scale = mul?.opType === 'Mul' ? withNumber(model, mul) : undefined;
    if (!parameters || !mul || !scale) continue;
    const add = onlyReader(mul.outputs[0]!);
    const shift = add?.opType === 'Add' ? withNumber(model, add) : undefined;
    const last = shift ? add! : mul;
    const bias = parameters.bias.map((value) => value * scale.value + (shift?.value ?? 0));
    setConvParameters(model, conv, scaled(parameters.weights, scale.value), bias, 'scaled');
    conv.outputs = [last.outputs[0]!];
    gone.add(mul);
    if (shift) gone.add(add!);
    folded++;
  }
  remove(model, gone);
  return folded;
}

/** Add 3 → Clip [0, 6] → Mul by the Add's input → Div by 6 (or Mul by 1/6): x · HardSigmoid(x). */
function fuseHardSwish(model: OnnxModel): number {
  const { onlyReader } = wiring(model);
  const gone = new Set<OnnxNode>();
  const replaced = new Map<OnnxNode, OnnxNode[]>();
  for (const add of model.nodes.filter((node) => node.opType === 'Add')) {
    const three = withNumber(model, add);
    if (three?.value !== 3) continue;
    const x = three.other;
    const clip = onlyReader(add.outputs[0]!);
    if (clip?.opType !== 'Clip' || !clipsToSix(model, clip)) continue;
    const mul = onlyReader(clip.outputs[0]!);
    if (mul?.opType !== 'Mul' || !mul.inputs.includes(x) || !mul.inputs.includes(clip.outputs[0]!)) continue;
    const divide = onlyReader(mul.outputs[0]!);
    const by = divide ? withNumber(model, divide) : undefined;
    const sixth =
      (divide?.opType === 'Div' && divide.inputs[0] === mul.outputs[0] && by?.value === 6) ||
      (divide?.opType === 'Mul' && by !== undefined && Math.abs(by.value - 1 / 6) < 1e-7);
    if (!sixth) continue;
    const out = divide!.outputs[0]!;
    const gate = `${out}::hard-sigmoid`;
    replaced.set(add, [
      makeNode('HardSigmoid', [x], [gate], [floatAttribute('alpha', 1 / 6), floatAttribute('beta', 0.5)]),
      makeNode('Mul', [x, gate], [out]),
    ]);
    for (const node of [clip, mul, divide!]) gone.add(node);
  }
  model.nodes = model.nodes.flatMap((node) => (gone.has(node) ? [] : (replaced.get(node) ?? [node])));
  return replaced.size;
}

/** A Clip to [0, 6], its bounds as attributes (before opset 11) or as constant inputs. */
function clipsToSix(model: OnnxModel, clip: OnnxNode): boolean {
  const min = readFloatAttribute(clip, 'min') ?? scalar(model, clip.inputs[1]);
  const max = readFloatAttribute(clip, 'max') ?? scalar(model, clip.inputs[2]);
  return min === 0 && max === 6;
}

/**
 * conv(x · s + b) is conv'(x) with weights · s and bias + b · Σ weights, where the convolution reads
 * no padding. Where it pads, the padded border holds zeros and not b, so the Add stays (as x + b / s)
 * and only the scale folds.
 */
function foldAffineBeforeConv(model: OnnxModel): number {
  const { onlyReader, writer } = wiring(model);
  const gone = new Set<OnnxNode>();
  let folded = 0;
  for (const conv of model.nodes.filter((node) => node.opType === 'Conv')) {
    const parameters = convParameters(model, conv);
    if (!parameters) continue;
    const chain = affineInto(model, conv.inputs[0]!, onlyReader, writer);
    if (!chain || chain.scale === 0) continue;
    const pads = readIntsAttribute(conv, 'pads') ?? [];
    const autoPad = readStringAttribute(conv, 'auto_pad') ?? 'NOTSET';
    const padded = pads.some((pad) => pad !== 0) || autoPad.startsWith('SAME');
    if (padded && chain.shift !== 0) {
      if (!chain.mul || !chain.add) continue;
      const shift = `${chain.add.outputs[0]}::unscaled-shift`;
      model.nodes.unshift(constantNode(shift, { dims: [1], data: Float32Array.of(chain.shift / chain.scale) }));
      chain.add.inputs = [chain.input, shift];
      gone.add(chain.mul);
      setConvParameters(model, conv, scaled(parameters.weights, chain.scale), parameters.bias, 'input-scaled');
    } else {
      const { weights, bias } = parameters;
      const perChannel = weights.data.length / bias.length;
      const shifted = bias.map((value, channel) => {
        let sum = 0;
        for (let i = channel * perChannel; i < (channel + 1) * perChannel; i++) sum += weights.data[i]!;
        return value + chain.shift * sum;
      });
      setConvParameters(model, conv, scaled(weights, chain.scale), shifted, 'input-scaled');
      conv.inputs[0] = chain.input;
      for (const node of [chain.mul, chain.add]) if (node) gone.add(node);
    }
    folded++;
  }
  remove(model, gone);
  return folded;
}

/** The Mul by a number and/or Add of a number that alone make `value` from `input`. */
function affineInto(
  model: OnnxModel,
  value: string,
  onlyReader: (name: string) => OnnxNode | undefined,
  writer: (name: string) => OnnxNode | undefined,
): { input: string; scale: number; shift: number; mul?: OnnxNode; add?: OnnxNode } | undefined {
  let node = onlyReader(value) ? writer(value) : undefined;
  let add: OnnxNode | undefined;
  let shift = 0;
  const term = node?.opType === 'Add' ? withNumber(model, node) : undefined;
  if (term) {
    add = node;
    shift = term.value;
    node = onlyReader(term.other) ? writer(term.other) : undefined;
  }
  const factor = node?.opType === 'Mul' ? withNumber(model, node) : undefined;
  if (factor) return { input: factor.other, scale: factor.value, shift, mul: node, add };
  return term ? { input: term.other, scale: 1, shift, add } : undefined;
}

function dropUnusedConstants(model: OnnxModel): void {
  const read = new Set(model.nodes.flatMap((node) => node.inputs));
  model.nodes = model.nodes.filter(
    (node) => node.opType !== 'Constant' || read.has(node.outputs[0]!) || model.outputs.has(node.outputs[0]!),
  );
}
