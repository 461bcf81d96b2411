import { describe, expect, it } from 'vitest';
import { CONTRACTS, OPERATION_NAMES } from './contracts';
import { composeOperations, configuredLimits, keyPermissions, OPERATIONS, parseConfig } from './registry';

describe('the limits the registry configures', () => {
  it('gives every operation its contract’s limits, OCR’s as its settings set them', () => {
    const limits = configuredLimits(parseConfig({ OCR_MAX_IMAGES: '3' }));
    expect(Object.keys(limits).sort()).toEqual([...OPERATION_NAMES].sort());
    expect(limits.ocr).toEqual({ maxImages: 3 });
    expect(limits.ai_name).toEqual(CONTRACTS.ai_name.defaultLimits);
  });
});

describe('the key permissions the operations declare', () => {
  it('are distinct, and the older key fields still grant theirs (docs/api.md, "Keys")', () => {
    const permissions = keyPermissions();
    expect(new Set(permissions.map(({ id }) => id)).size).toBe(permissions.length);
    const byField = Object.fromEntries(permissions.flatMap(({ id, keyField }) => (keyField ? [[keyField, id]] : [])));
    expect(byField).toEqual({ imageEdit: 'image_edit', pastCoinWrite: 'past_coins:write' });
  });
});

describe('the operations the registry composes', () => {
  it('runs every operation whose descriptor declares a capacity behind one, sized as configured', async () => {
    const config = parseConfig({ IMAGE_EDIT_CONCURRENCY: '1', IMAGE_EDIT_QUEUE: '0' });
    const loadImage = async () => {
      throw new Error('no image is loaded here');
    };
    const { operations, engines } = composeOperations(config, loadImage);
    try {
      const declared = OPERATION_NAMES.filter((name) => OPERATIONS[name].capacity !== undefined);
      expect(declared.sort()).toEqual(['image_crops', 'image_edit', 'ocr']);
      for (const name of OPERATION_NAMES) {
        expect(operations[name].capacity !== undefined, name).toBe(declared.includes(name));
      }
      expect(operations.image_edit.capacity?.concurrency).toBe(1);
    } finally {
      await Promise.all(engines.map((engine) => engine.close?.()));
    }
  });
});
