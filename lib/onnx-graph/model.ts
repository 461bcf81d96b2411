import {
  asFloat,
  asString,
  bytesField,
  decodeFields,
  encodeFields,
  floatField,
  repeatedInts,
  stringField,
  varintField,
  type Field,
} from './protobuf';

/**
 * An ONNX model (onnx.proto) read far enough to rewrite its graph's nodes: each node's operator,
 * inputs, outputs and attributes; the graph's float constants (Constant nodes and initializers);
 * every other field kept as it came.
 */
export interface OnnxModel {
  nodes: OnnxNode[];
  /** The names of the graph's outputs. */
  outputs: ReadonlySet<string>;
  /** Whether any node holds a subgraph (If, Loop, Scan), whose uses of outer names nodes here do not list. */
  hasSubgraphs: boolean;
  /** A float constant's value by its name: a Constant node's output or an initializer. */
  constant(name: string): FloatTensor | undefined;
  modelFields: Field[];
  graphFields: Field[];
}

export interface OnnxNode {
  opType: string;
  inputs: string[];
  outputs: string[];
  /** Each attribute as its AttributeProto's fields. */
  attributes: Field[][];
  /** The node's other fields (its name, doc string, domain). */
  rest: Field[];
}

export interface FloatTensor {
  dims: number[];
  data: Float32Array;
}

// Field numbers of onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH = { node: 1, initializer: 5, output: 12 };
const NODE = { input: 1, output: 2, opType: 4, attribute: 5 };
const ATTRIBUTE = { name: 1, f: 2, t: 5, graph: 6, graphs: 11, ints: 8, s: 4, type: 20 };
const ATTRIBUTE_TYPE = { float: 1, tensor: 4 };
const TENSOR = { dims: 1, dataType: 2, floatData: 4, name: 8, rawData: 9 };
const FLOAT = 1;
const VALUE_INFO_NAME = 1;

export function readModel(bytes: Uint8Array): OnnxModel {
  // A plain view (a Buffer's slice() shares its memory; a Uint8Array's copies, as readFloatTensor needs).
  const modelFields = decodeFields(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const graph = modelFields.find((field) => field.number === MODEL_GRAPH);
  if (!graph || graph.wire !== 2) throw new Error('the ONNX model has no graph');
  const nodes: OnnxNode[] = [];
  const graphFields: Field[] = [];
  const initializers = new Map<string, Uint8Array>();
  const outputs = new Set<string>();
  for (const field of decodeFields(graph.value as Uint8Array)) {
    if (field.number === GRAPH.node) nodes.push(readNode(field.value as Uint8Array));
    else graphFields.push(field);
    if (field.number === GRAPH.initializer) {
      const tensor = decodeFields(field.value as Uint8Array);
      const name = tensor.find((f) => f.number === TENSOR.name);
      if (name) initializers.set(asString(name.value as Uint8Array), field.value as Uint8Array);
    }
    if (field.number === GRAPH.output) {
      const name = decodeFields(field.value as Uint8Array).find((f) => f.number === VALUE_INFO_NAME);
      if (name) outputs.add(asString(name.value as Uint8Array));
    }
  }
  const constants = new Map<string, FloatTensor | undefined>();
  const constant = (name: string): FloatTensor | undefined => {
    if (!constants.has(name)) {
      const node = nodes.find((n) => n.opType === 'Constant' && n.outputs[0] === name);
      const tensor = node ? tensorAttribute(node, 'value') : initializers.get(name);
      constants.set(name, tensor ? readFloatTensor(tensor) : undefined);
    }
    return constants.get(name);
  };
  const hasSubgraphs = nodes.some((node) =>
    node.attributes.some((fields) => fields.some((f) => f.number === ATTRIBUTE.graph || f.number === ATTRIBUTE.graphs)),
  );
  return { nodes, outputs, hasSubgraphs, constant, modelFields, graphFields };
}

/** The model's bytes, its nodes written in their order. */
export function writeModel(model: OnnxModel): Uint8Array {
  const graph = encodeFields([
    ...model.nodes.map((node) => bytesField(GRAPH.node, writeNode(node))),
    ...model.graphFields,
  ]);
  return encodeFields(
    model.modelFields.map((field) => (field.number === MODEL_GRAPH ? bytesField(MODEL_GRAPH, graph) : field)),
  );
}

export function makeNode(opType: string, inputs: string[], outputs: string[], attributes: Field[][] = []): OnnxNode {
  return { opType, inputs, outputs, attributes, rest: [] };
}

/** A Constant node whose output `name` holds this float tensor. */
export function constantNode(name: string, tensor: FloatTensor): OnnxNode {
  const value = encodeFields([
    ...tensor.dims.map((dim) => varintField(TENSOR.dims, dim)),
    varintField(TENSOR.dataType, FLOAT),
    stringField(TENSOR.name, name),
    bytesField(TENSOR.rawData, new Uint8Array(Float32Array.from(tensor.data).buffer)),
  ]);
  return makeNode(
    'Constant',
    [],
    [name],
    [
      [
        stringField(ATTRIBUTE.name, 'value'),
        bytesField(ATTRIBUTE.t, value),
        varintField(ATTRIBUTE.type, ATTRIBUTE_TYPE.tensor),
      ],
    ],
  );
}

export function floatAttribute(name: string, value: number): Field[] {
  return [
    stringField(ATTRIBUTE.name, name),
    floatField(ATTRIBUTE.f, value),
    varintField(ATTRIBUTE.type, ATTRIBUTE_TYPE.float),
  ];
}

function attribute(node: OnnxNode, name: string): Field[] | undefined {
  return node.attributes.find((fields) =>
    fields.some((f) => f.number === ATTRIBUTE.name && asString(f.value as Uint8Array) === name),
  );
}

/** A float attribute's value (Clip's min and max before opset 11). */
export function readFloatAttribute(node: OnnxNode, name: string): number | undefined {
  const value = attribute(node, name)?.find((f) => f.number === ATTRIBUTE.f);
  return value ? asFloat(value.value as Uint8Array) : undefined;
}

/** An ints attribute's values (a Conv's pads), or undefined when the node does not set it. */
export function readIntsAttribute(node: OnnxNode, name: string): number[] | undefined {
  const fields = attribute(node, name);
  return fields ? repeatedInts(fields, ATTRIBUTE.ints) : undefined;
}

export function readStringAttribute(node: OnnxNode, name: string): string | undefined {
  const value = attribute(node, name)?.find((f) => f.number === ATTRIBUTE.s);
  return value ? asString(value.value as Uint8Array) : undefined;
}

function tensorAttribute(node: OnnxNode, name: string): Uint8Array | undefined {
  return attribute(node, name)?.find((f) => f.number === ATTRIBUTE.t)?.value as Uint8Array | undefined;
}

/** A float32 tensor's dimensions and values; undefined for any other type (or one stored outside the file). */
function readFloatTensor(bytes: Uint8Array): FloatTensor | undefined {
  const fields = decodeFields(bytes);
  const type = fields.find((f) => f.number === TENSOR.dataType);
  if (!type || Number(type.value) !== FLOAT) return undefined;
  const dims = repeatedInts(fields, TENSOR.dims);
  const size = dims.reduce((product, dim) => product * dim, 1);
  const raw = fields.find((f) => f.number === TENSOR.rawData);
  let data: Float32Array;
  if (raw) data = new Float32Array((raw.value as Uint8Array).slice().buffer);
  else {
    const values: number[] = [];
    for (const field of fields.filter((f) => f.number === TENSOR.floatData)) {
      const bytes = field.value as Uint8Array;
      for (let at = 0; at + 4 <= bytes.length; at += 4) values.push(asFloat(bytes.subarray(at, at + 4)));
    }
    data = Float32Array.from(values);
  }
  return data.length === size ? { dims, data } : undefined;
}

function readNode(bytes: Uint8Array): OnnxNode {
  const node = makeNode('', [], []);
  for (const field of decodeFields(bytes)) {
    if (field.number === NODE.input) node.inputs.push(asString(field.value as Uint8Array));
    else if (field.number === NODE.output) node.outputs.push(asString(field.value as Uint8Array));
    else if (field.number === NODE.opType) node.opType = asString(field.value as Uint8Array);
    else if (field.number === NODE.attribute) node.attributes.push(decodeFields(field.value as Uint8Array));
    else node.rest.push(field);
  }
  return node;
}

function writeNode(node: OnnxNode): Uint8Array {
  return encodeFields([
    ...node.inputs.map((name) => stringField(NODE.input, name)),
    ...node.outputs.map((name) => stringField(NODE.output, name)),
    stringField(NODE.opType, node.opType),
    ...node.attributes.map((fields) => bytesField(NODE.attribute, encodeFields(fields))),
    ...node.rest,
  ]);
}
