/** Confidence (0 to 1) as a traffic light, the same in the outline and the text list. */
export type ConfidenceLevel = 'high' | 'medium' | 'low';

export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.85) return 'high';
  if (confidence >= 0.6) return 'medium';
  return 'low';
}

export const OUTLINE_COLOURS: Record<ConfidenceLevel, string> = {
  high: '#10b981',
  medium: '#f59e0b',
  low: '#ef4444',
};

export const BADGE_CLASSES: Record<ConfidenceLevel, string> = {
  high: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-300',
  low: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-300',
};
