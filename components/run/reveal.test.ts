import { describe, expect, it } from 'vitest';
import { needsReveal, runEndAnnouncement } from './reveal';

describe('needsReveal', () => {
  it('scrolls to a result below the fold or above the window, not to one already in sight', () => {
    expect(needsReveal({ top: 1084 }, 844)).toBe(true); // a phone: the result under the form
    expect(needsReveal({ top: 600 }, 844)).toBe(true);
    expect(needsReveal({ top: -200 }, 844)).toBe(true);
    expect(needsReveal({ top: 120 }, 900)).toBe(false); // desktop: beside the form
    expect(needsReveal({ top: 0 }, 844)).toBe(false);
  });
});

describe('runEndAnnouncement', () => {
  it('says how the run ended in a few words', () => {
    expect(runEndAnnouncement({ status: 200, ok: true })).toBe('Run finished: 200.');
    expect(runEndAnnouncement({ status: 400, ok: false, code: 'invalid_image' })).toBe(
      'Run failed: 400 invalid_image.',
    );
    expect(runEndAnnouncement({ networkError: true })).toBe('Run failed: no answer from the server.');
    expect(runEndAnnouncement({ cancelled: true })).toBe('The run was cancelled.');
    expect(runEndAnnouncement({})).toBe('');
  });
});
