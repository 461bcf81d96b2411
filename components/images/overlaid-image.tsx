'use client';
import { useState } from 'react';
import { isOmittedImage } from '../run/history-store';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * An image as the server saw it with a drawing over it (an SVG in the image's own pixels, so it
 * scales with the image), or a note when the browser's history no longer holds the image.
 */
export function OverlaidImage({
  src,
  alt,
  testId,
  maxHeight,
  overlay,
  layer,
}: {
  src: string;
  alt: string;
  testId: string;
  /** A Tailwind max-height class. */
  maxHeight: string;
  /** What to draw over the image once it has loaded (SVG elements in its pixels); nothing when undefined. */
  overlay?: { testId: string; label: string; shapes: React.ReactNode };
  /** More drawn over the image once it has loaded, above the overlay (absolutely placed, in its own units). */
  layer?: React.ReactNode;
}) {
  const [size, setSize] = useState<ImageSize | undefined>();
  if (isOmittedImage(src))
    return (
      <p className="text-sm text-zinc-500 dark:text-zinc-400">
        The image was too large to keep in this browser’s history.
      </p>
    );
  return (
    <div className="relative inline-block max-w-full" data-testid={testId}>
      <img
        src={src}
        alt={alt}
        className={`block h-auto ${maxHeight} max-w-full rounded border border-zinc-200 dark:border-zinc-700`}
        onLoad={(event) =>
          setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
      />
      {size && overlay && (
        <svg
          data-testid={overlay.testId}
          className="absolute inset-0 h-full w-full"
          viewBox={`0 0 ${size.width} ${size.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={overlay.label}
        >
          {overlay.shapes}
        </svg>
      )}
      {size && layer}
    </div>
  );
}
