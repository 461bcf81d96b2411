'use client';
import { useState } from 'react';
import { CROPS_MAX, WIDTH_MAX, WIDTH_MIN } from '@/lib/operations/image_crops/contract';
import { hint, inputBase, label, secondaryButton } from '../../ui';
import { parseAspect, PRESET_ASPECTS } from './aspects';

interface AspectsFieldProps {
  aspects: string[];
  setAspects: React.Dispatch<React.SetStateAction<string[]>>;
  width: number;
  setWidth: (width: number) => void;
  disabled: boolean;
}

/** The crops to make: preset and typed aspects (at most four), and the width they are made at. */
export function AspectsField({ aspects, setAspects, width, setWidth, disabled }: AspectsFieldProps) {
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const toggle = (aspect: string, on: boolean) =>
    setAspects((current) => (on ? [...current, aspect] : current.filter((chosen) => chosen !== aspect)));
  const addCustom = () => {
    const parsed = parseAspect(custom);
    if ('problem' in parsed) return setProblem(parsed.problem);
    setProblem(undefined);
    setCustom('');
    setAspects((current) => (current.includes(parsed.aspect) ? current : [...current, parsed.aspect]));
  };
  const customs = aspects.filter((aspect) => !PRESET_ASPECTS.includes(aspect));
  const full = aspects.length >= CROPS_MAX;
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className={label}>Aspects</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {[...PRESET_ASPECTS, ...customs].map((aspect) => {
          const on = aspects.includes(aspect);
          return (
            <label key={aspect} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={(event) => toggle(aspect, event.target.checked)}
                className="h-4 w-4 accent-indigo-600"
              />
              {aspect}
            </label>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="crops-custom-aspect" className={label}>
            Custom aspect
          </label>
          <input
            id="crops-custom-aspect"
            value={custom}
            placeholder="2:1"
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.metaKey || event.ctrlKey) return;
              event.preventDefault();
              addCustom();
            }}
            className={`${inputBase} mt-1 w-28`}
            aria-describedby={problem ? 'crops-custom-problem' : undefined}
          />
        </div>
        <button type="button" className={secondaryButton} onClick={addCustom} disabled={full || custom.trim() === ''}>
          Add aspect
        </button>
        <div>
          <label htmlFor="crops-width" className={label}>
            Width (px)
          </label>
          <input
            id="crops-width"
            type="number"
            min={WIDTH_MIN}
            max={WIDTH_MAX}
            value={Number.isNaN(width) ? '' : width}
            onChange={(event) => setWidth(event.target.valueAsNumber)}
            className={`${inputBase} mt-1 w-28`}
          />
        </div>
      </div>
      {problem ? (
        <p id="crops-custom-problem" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : (
        <p className={hint}>
          Up to {CROPS_MAX} aspects, each W:H with whole numbers 1 to 16; the height follows the width.
        </p>
      )}
    </fieldset>
  );
}
