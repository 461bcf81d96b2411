'use client';
import { useState } from 'react';
import type { OcrLine } from './types';
import { isOmittedImage } from '../../run/history-store';
import { confidenceLevel, OUTLINE_COLOURS } from './confidence';

interface OcrFigureProps {
  src: string;
  imageIndex: number;
  lines: OcrLine[];
  showOutlines: boolean;
  active?: number;
  onHover: (line: number | undefined) => void;
}

/**
 * The image with each line's outline over it. The SVG's viewBox is the image's own pixel size, so
 * the outlines (in the image's pixel coordinates) scale with the image to whatever size it is shown.
 */
export function OcrFigure({ src, imageIndex, lines, showOutlines, active, onHover }: OcrFigureProps) {
  const [size, setSize] = useState<{ width: number; height: number } | undefined>();
  if (isOmittedImage(src))
    return (
      <p className="text-sm text-zinc-500 dark:text-zinc-400">
        The image was too large to keep in this browser’s history.
      </p>
    );
  return (
    <div className="relative inline-block max-w-full" data-testid="ocr-figure">
      <img
        src={src}
        alt={`Image ${imageIndex + 1}`}
        className="block h-auto max-h-[32rem] max-w-full rounded border border-zinc-200 dark:border-zinc-700"
        onLoad={(event) =>
          setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
      />
      {size && showOutlines && (
        <svg
          data-testid="ocr-overlay"
          className="absolute inset-0 h-full w-full"
          viewBox={`0 0 ${size.width} ${size.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Outlines of ${lines.length} recognised lines`}
        >
          {lines.map((line, index) => {
            const colour = OUTLINE_COLOURS[confidenceLevel(line.confidence)];
            const isActive = active === index;
            return (
              <polygon
                key={index}
                data-testid="ocr-outline"
                data-line={index}
                data-active={isActive}
                points={line.points.map((point) => `${point.x},${point.y}`).join(' ')}
                fill={colour}
                fillOpacity={isActive ? 0.35 : 0.08}
                stroke={colour}
                strokeWidth={isActive ? 3 : 1.5}
                vectorEffect="non-scaling-stroke"
                className="cursor-pointer"
                onMouseEnter={() => onHover(index)}
                onMouseLeave={() => onHover(undefined)}
              >
                <title>{`${line.text} (${Math.round(line.confidence * 100)}%)`}</title>
              </polygon>
            );
          })}
        </svg>
      )}
    </div>
  );
}
