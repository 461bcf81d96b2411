'use client';
import { useState } from 'react';
import type { RunRecord } from '../../api/types';
import type { OcrResponse } from './types';
import { CopyButton } from '../../run/copy-button';
import { card } from '../../ui';
import { OcrFigure } from './ocr-figure';
import { OcrLines } from './ocr-lines';

/** Each image with its outlines beside its lines; hover on either side lights up both. */
export function OcrResults({ record }: { record: RunRecord }) {
  const [showOutlines, setShowOutlines] = useState(true);
  const [hovered, setHovered] = useState<{ image: number; line: number } | undefined>();
  const { results } = record.response as OcrResponse;
  const sources = (record.request as { images?: string[] }).images ?? [];
  const allText = results.map((result) => result.text).join('\n\n');
  return (
    <section aria-label="Recognised text" data-testid="ocr-results" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={allText} label="Copy all text" />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={showOutlines}
            onChange={(event) => setShowOutlines(event.target.checked)}
            className="h-4 w-4 accent-indigo-600"
          />
          Show outlines
        </label>
        <span
          className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400"
          aria-label="Confidence colours"
        >
          <span className="inline-block h-2.5 w-2.5 rounded-sm bg-emerald-500" /> ≥ 85%
          <span className="inline-block h-2.5 w-2.5 rounded-sm bg-amber-500" /> ≥ 60%
          <span className="inline-block h-2.5 w-2.5 rounded-sm bg-red-500" /> lower
        </span>
      </div>
      {results.map((result) => {
        const active = hovered?.image === result.imageIndex ? hovered.line : undefined;
        const onHover = (line: number | undefined) =>
          setHovered(line === undefined ? undefined : { image: result.imageIndex, line });
        return (
          <article key={result.imageIndex} className={`${card} space-y-3`} data-testid="ocr-result">
            <h3 className="text-sm font-semibold">
              Image {result.imageIndex + 1} · {result.lines.length} line{result.lines.length === 1 ? '' : 's'}
            </h3>
            <div className="space-y-3">
              <OcrFigure
                src={sources[result.imageIndex] ?? ''}
                imageIndex={result.imageIndex}
                lines={result.lines}
                showOutlines={showOutlines}
                active={active}
                onHover={onHover}
              />
              <OcrLines imageIndex={result.imageIndex} lines={result.lines} active={active} onHover={onHover} />
            </div>
          </article>
        );
      })}
    </section>
  );
}
