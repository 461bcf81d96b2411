import { describe, expect, it } from 'vitest';
import { CONTRACTS, OPERATION_NAMES } from './contracts';
import { configuredLimits, keyPermissions, parseConfig } from './registry';

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
