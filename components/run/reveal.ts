/** How much of the window's height, from the top, counts as "in view" for the start of a run's result. */
const IN_VIEW_SHARE = 0.6;

/**
 * Whether a result whose box is `rect` should be scrolled to: its top is above the window, or so
 * low that a person would not see it begin (on a phone the result sits below the form).
 */
export function needsReveal(rect: { top: number }, viewportHeight: number): boolean {
  return rect.top < 0 || rect.top > viewportHeight * IN_VIEW_SHARE;
}

/** What a screen reader hears when a run ends: its status in a few words. */
export function runEndAnnouncement(ended: {
  status?: number;
  ok?: boolean;
  code?: string;
  networkError?: boolean;
  cancelled?: boolean;
}): string {
  if (ended.cancelled) return 'The run was cancelled.';
  if (ended.networkError) return 'Run failed: no answer from the server.';
  if (ended.status === undefined) return '';
  if (ended.ok) return `Run finished: ${ended.status}.`;
  return `Run failed: ${ended.status}${ended.code ? ` ${ended.code}` : ''}.`;
}
