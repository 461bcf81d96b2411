import 'server-only';
import type { Config } from '../config';
import { namingTerms, type NamingTerms } from '../engines/ai_name';
import type { FindText } from '../engines/image_crops';
import { toRect, type OcrEngine } from '../engines/ocr';
import { slurField, type PastCoinStore } from '../engines/past_coin_search';
import type { ImageTextReader } from '../images/image-text';
import type { ImageLoader } from '../images/types';
import { Capacity, type CapacitySettings } from './capacity';
import type { OperationName } from './contracts';
import { ocr } from './ocr';
import type { OcrConfig } from './ocr/config';
import { createOcrEngine } from './ocr/engine';
import { createImageTextReader } from './ocr/image-text';
import type { PastCoinSearchConfig } from './past_coin_search/config';
import { createPastCoinStore } from './past_coin_search/engine';
import type { SlurFinder } from './past_coins/slur-check';

/** The settings the shared services are built from: the shared ones, OCR's and past-coin search's. */
export type SharedServicesConfig = Config & OcrConfig & PastCoinSearchConfig;

/** What operations lend each other: each descriptor's createEngine takes what it uses of it. */
export interface SharedServices {
  /** OCR's engine: the ocr operation runs it, and the services below read with it. */
  ocr: OcrEngine;
  /**
   * The text of a post's images, read by OCR within its own capacity and time budget (naming and
   * past-coin search); absent when OCR runs without a capacity.
   */
  readImageText?: ImageTextReader;
  /** Text lines found by OCR's detector (crops keep them whole). */
  findText: FindText;
  /** What the embedded namer would call a post (past-coin search finds coins by it). */
  namingTerms(text: string): NamingTerms;
  /** Past-coin search's store (recording writes to it; past-coin search warms and closes it). */
  pastCoinStore: PastCoinStore;
  /** Which field of a coin holds a slur, by the guard the store's seed was built with. */
  slurIn: SlurFinder;
  /** The one capacity of an operation that declares one (OCR's is also the image-text reader's). */
  capacityOf(operation: CapacityOwner): Capacity | undefined;
}

/** What a capacity is built from: the operation's name and its settings for this configuration. */
export interface CapacityOwner {
  name: OperationName;
  capacity?(config: Config): CapacitySettings;
}

/**
 * Builds what operations lend each other, once per process, before any operation's engine, from the
 * server's whole configuration (the registry's ServerConfig; an operation's capacity reads its own
 * settings from it): OCR's engine and the two services read with it (the text of a post's images, in OCR's own capacity;
 * text lines for crops), the embedded namer's terms, and past-coin search's store with its slur
 * guard. Every capacity is built here too, one per operation, so that OCR's requests and the
 * image-text reader wait in the same one.
 */
export function createSharedServices(config: SharedServicesConfig, loadImage: ImageLoader): SharedServices {
  const capacities = new Map<OperationName, Capacity | undefined>();
  const capacityOf = (operation: CapacityOwner): Capacity | undefined => {
    if (!capacities.has(operation.name)) {
      capacities.set(operation.name, operation.capacity && new Capacity(operation.name, operation.capacity(config)));
    }
    return capacities.get(operation.name);
  };
  const ocrEngine = createOcrEngine(config);
  const ocrCapacity = capacityOf(ocr);
  return {
    ocr: ocrEngine,
    readImageText:
      ocrCapacity &&
      createImageTextReader({ loadImage, ocr: ocrEngine, capacity: ocrCapacity, engineErrors: ocr.engineErrors }),
    findText: async (image) => (await ocrEngine.findText(image)).map(toRect),
    namingTerms: (text) => namingTerms(text),
    pastCoinStore: createPastCoinStore(config, { namingTerms: (text) => namingTerms(text) }),
    slurIn: slurField,
    capacityOf,
  };
}
