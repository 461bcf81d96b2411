import type { z } from 'zod';
import type { ConsolePlace, OperationContract } from '../contract/operation';
import { errorResponseSchema } from '../contract/common';
import { ERRORS, SPECIFIED_ERROR_CODES, type NamedErrorCondition } from '../errors';
import { aiNameContract } from './ai_name/contract';
import { imageCropsContract } from './image_crops/contract';
import { imageEditContract } from './image_edit/contract';
import { ocrContract } from './ocr/contract';
import { pastCoinSearchContract } from './past_coin_search/contract';
import { pastCoinsContract } from './past_coins/contract';

/**
 * The contract of every operation, in the specification's order: the browser-safe half of the
 * registry (lib/operations/registry.ts holds how each runs). The OpenAPI document, the console's
 * navigation, reference and types, and the error table all come from this list.
 */
export const CONTRACTS = {
  image_edit: imageEditContract,
  ocr: ocrContract,
  ai_name: aiNameContract,
  image_crops: imageCropsContract,
  past_coin_search: pastCoinSearchContract,
  past_coins: pastCoinsContract,
};

export type Contracts = typeof CONTRACTS;
export type OperationName = keyof Contracts;
export const OPERATION_NAMES = Object.keys(CONTRACTS) as OperationName[];

/** The operations the console has a panel for: those whose contract says where. */
export type PanelOperationName = {
  [N in OperationName]: Contracts[N] extends { console: object } ? N : never;
}[OperationName];
export const PANEL_OPERATION_NAMES = OPERATION_NAMES.filter(
  (name): name is PanelOperationName => contractOf(name).console !== undefined,
);

/** Where the console shows an operation, for one that has a panel. */
export function consoleOf(name: PanelOperationName): ConsolePlace {
  return CONTRACTS[name].console;
}

export type RequestOf<N extends OperationName> = z.output<ReturnType<Contracts[N]['request']>>;
export type ResponseOf<N extends OperationName> = z.output<Contracts[N]['response']>;
export type LimitsOf<N extends OperationName> = Contracts[N]['defaultLimits'];

/** Each operation's configurable limits, as one server has them. */
export type OperationLimits = { [N in OperationName]: LimitsOf<N> };

/** Every operation's limits at their defaults, with any overrides given. */
export function operationLimits(overrides: Partial<OperationLimits> = {}): OperationLimits {
  const limits = Object.fromEntries(
    OPERATION_NAMES.map((name) => [name, { ...CONTRACTS[name].defaultLimits, ...overrides[name] }]),
  );
  return limits as OperationLimits;
}

/** A contract, looked at without its operation's own types (for lists over every operation). */
export function contractOf(name: OperationName): OperationContract<unknown, unknown, object> {
  return CONTRACTS[name] as OperationContract<unknown, unknown, object>;
}

/** What the service does, from every contract: "Image editing, OCR and token naming". */
export function capabilities(): string {
  const phrases = OPERATION_NAMES.map((name) => CONTRACTS[name].capability);
  const list = phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : phrases.join('');
  return list.charAt(0).toUpperCase() + list.slice(1);
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "three operations", in words while the count is small. */
export function operationCount(noun = 'operations'): string {
  return `${COUNT_WORDS[OPERATION_NAMES.length] ?? OPERATION_NAMES.length} ${noun}`;
}

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(CONTRACTS, name);
}

/** Whether the console shows this operation (and so may run it through its routes). */
export function isPanelOperationName(name: string): name is PanelOperationName {
  return (PANEL_OPERATION_NAMES as string[]).includes(name);
}

/** Every error condition the service can answer with: the shared ones and each operation's own. */
export const ALL_ERRORS: Record<string, NamedErrorCondition> = Object.fromEntries(
  [...Object.values(ERRORS), ...OPERATION_NAMES.flatMap((name) => CONTRACTS[name].errors)].map((condition) => [
    condition.kind,
    condition,
  ]),
);

/**
 * The one table of error codes: the specification's, then each operation's own in registry order
 * (the codes of its contract's conditions the table does not hold yet).
 */
export const ERROR_CODES = [
  ...new Set<string>([...SPECIFIED_ERROR_CODES, ...Object.values(ALL_ERRORS).map((condition) => condition.code)]),
] as [string, ...string[]];

/** The one error shape every error status answers with, its code one of ERROR_CODES. */
export const ErrorResponseSchema = errorResponseSchema(ERROR_CODES);
