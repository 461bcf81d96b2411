'use client';
import { useState } from 'react';
import { isOmittedImage } from '../../run/history-store';
import type { CropsResult } from './types';

/** Colours of the boxes, one per crop in request order (distinct in light and dark). */
const BOX_COLOURS = ['#4f46e5', '#db2777', '#059669', '#d97706'];

/**
 * The source image with each crop's box over it. The SVG's viewBox is the image's size as the server
 * saw it (auto-oriented), so the boxes scale with the image to whatever size it is shown.
 */
export function CropsFigure({ src, result }: { src: string; result: CropsResult }) {
  const [loaded, setLoaded] = useState(false);
  if (isOmittedImage(src))
    return (
      <p className="text-sm text-zinc-500 dark:text-zinc-400">
        The image was too large to keep in this browser’s history.
      </p>
    );
  return (
    <div className="relative inline-block max-w-full" data-testid="crops-figure">
      <img
        src={src}
        alt={`Image ${result.imageIndex + 1}`}
        className="block h-auto max-h-[28rem] max-w-full rounded border border-zinc-200 dark:border-zinc-700"
        style={{ imageOrientation: 'from-image' }}
        onLoad={() => setLoaded(true)}
      />
      {loaded && (
        <svg
          data-testid="crops-overlay"
          className="absolute inset-0 h-full w-full"
          viewBox={`0 0 ${result.width} ${result.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Boxes of ${result.crops.length} crops`}
        >
          {result.crops.map((crop, index) => (
            <rect
              key={index}
              data-testid="crop-box"
              x={crop.box.x}
              y={crop.box.y}
              width={crop.box.width}
              height={crop.box.height}
              fill="none"
              stroke={BOX_COLOURS[index % BOX_COLOURS.length]}
              strokeWidth={3}
              vectorEffect="non-scaling-stroke"
            >
              <title>{crop.aspect}</title>
            </rect>
          ))}
        </svg>
      )}
    </div>
  );
}
