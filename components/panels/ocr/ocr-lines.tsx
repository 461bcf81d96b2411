'use client';
import type { OcrLine } from './types';
import { cx } from '../../cx';
import { focusRing } from '../../ui';
import { BADGE_CLASSES, confidenceLevel } from './confidence';

interface OcrLinesProps {
  imageIndex: number;
  lines: OcrLine[];
  active?: number;
  onHover: (line: number | undefined) => void;
}

/** The recognised lines with their confidence; hovering or focusing one lights its outline. */
export function OcrLines({ imageIndex, lines, active, onHover }: OcrLinesProps) {
  if (lines.length === 0)
    return <p className="text-sm text-zinc-500 dark:text-zinc-400">No text found in this image.</p>;
  return (
    <ol aria-label={`Lines of image ${imageIndex + 1}`} className="space-y-1">
      {lines.map((line, index) => {
        const level = confidenceLevel(line.confidence);
        return (
          <li
            key={index}
            tabIndex={0}
            data-testid="ocr-line"
            data-line={index}
            data-active={active === index}
            onMouseEnter={() => onHover(index)}
            onMouseLeave={() => onHover(undefined)}
            onFocus={() => onHover(index)}
            onBlur={() => onHover(undefined)}
            className={cx(
              'flex items-start gap-2 rounded px-2 py-1 text-sm',
              focusRing,
              active === index ? 'bg-indigo-100 dark:bg-indigo-900/50' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800',
            )}
          >
            <span
              className={cx(
                'shrink-0 rounded px-1.5 py-0.5 font-mono text-[11px] font-semibold tabular-nums',
                BADGE_CLASSES[level],
              )}
              title={`Confidence ${line.confidence.toFixed(3)} (${level})`}
              data-testid="ocr-confidence"
            >
              {Math.round(line.confidence * 100)}%
            </span>
            <span className="min-w-0 break-words" data-testid="ocr-line-text">
              {line.text}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
