'use client';
import { useId, useState } from 'react';
import type { RunRecord } from '../../api/types';
import { dataUrlBytes, formatBytes } from '../../format';
import { EngineNote } from '../../run/engine-note';
import { card, hint, secondaryButton } from '../../ui';
import { CropsFigure } from './crops-figure';
import { hasSeen, seenSummary } from './seen-marks';
import type { CropsResponse } from './types';

/** Above this many output pixels per source pixel a crop looks soft: the console says so. */
const ENLARGED = 1.5;

/**
 * Each image with its crop boxes drawn over it (and, switched on, what the engine saw: the subject,
 * heads and text lines), then each crop with its size and a download.
 */
export function CropsResults({ record }: { record: RunRecord }) {
  const { results } = record.response as CropsResponse;
  const sources = (record.request as { images?: string[] }).images ?? [];
  const [showSeen, setShowSeen] = useState(false);
  const legendId = useId();
  return (
    <section aria-label="Crops" data-testid="crops-results" className="space-y-3">
      {results.some(hasSeen) && (
        <div className="space-y-1">
          <label className="flex w-fit items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              role="switch"
              checked={showSeen}
              onChange={(event) => setShowSeen(event.target.checked)}
              aria-describedby={legendId}
              className="h-4 w-4 accent-indigo-600"
            />
            Show what the engine saw
          </label>
          <p id={legendId} className={hint}>
            Over each picture: the subject the crops keep (yellow, dashed, named by the cue it came from), the faces
            kept (cyan, with the finder’s score) and the text lines not to cut (dotted).
          </p>
        </div>
      )}
      {results.map((result) => (
        <article key={result.imageIndex} className={`${card} space-y-3`} data-testid="crops-result">
          <h3 className="text-sm font-semibold">
            Image {result.imageIndex + 1} · {result.width}×{result.height}
          </h3>
          <CropsFigure src={sources[result.imageIndex] ?? ''} result={result} showSeen={showSeen} />
          {showSeen && (
            <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="seen-summary">
              {seenSummary(result)}
            </p>
          )}
          <ul className="flex flex-wrap items-start gap-4">
            {result.crops.map((crop, index) => (
              <li key={index} className="space-y-1" data-testid="crop">
                <img
                  src={crop.image}
                  alt={`Image ${result.imageIndex + 1}, ${crop.aspect} crop`}
                  className="block max-h-48 max-w-full rounded border border-zinc-200 dark:border-zinc-700"
                />
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  {crop.aspect} · box {crop.box.width}×{crop.box.height} at {crop.box.x},{crop.box.y} ·{' '}
                  {formatBytes(dataUrlBytes(crop.image))}
                </p>
                {/* Runs kept from before the answer said its scale have none. */}
                {crop.scale !== undefined && crop.scale > ENLARGED && (
                  <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="crop-enlarged">
                    Enlarged {crop.scale.toFixed(1)}× from the picture: use a larger picture.
                  </p>
                )}
                <a
                  href={crop.image}
                  download={`crop-${result.imageIndex + 1}-${crop.aspect.replace(':', 'x')}.jpg`}
                  className={secondaryButton}
                >
                  Download {crop.aspect}
                </a>
              </li>
            ))}
          </ul>
        </article>
      ))}
      <EngineNote engine={record.engine} />
    </section>
  );
}
