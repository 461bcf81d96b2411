import type { RunRecord } from '../../api/types';
import { dataUrlBytes, formatBytes } from '../../format';
import { OUTPUT_SIZE as EDIT_OUTPUT_SIZE } from '@/lib/operations/image_edit/contract';
import type { ImageEditResponse } from './types';
import { primaryButton } from '../../ui';
import { EngineNote } from '../../run/engine-note';
import { EditPlanNote } from './edit-plan-note';

/**
 * The 512×512 result beside the inputs as the server fitted them, with what the editor did and
 * ignored in words, a download and the engine.
 */
export function EditResult({ record }: { record: RunRecord }) {
  const output = (record.response as ImageEditResponse).images?.[0];
  if (!output) return null;
  const inputs = ((record.request as { images?: string[] }).images ?? []).filter((src) => src !== '');
  return (
    <section aria-label="Edited image" data-testid="edit-result" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <figure className="space-y-1">
          <img
            data-testid="result-image"
            src={output}
            width={EDIT_OUTPUT_SIZE}
            height={EDIT_OUTPUT_SIZE}
            alt={`Result of: ${(record.request as { prompt?: string }).prompt ?? ''}`}
            className="aspect-square w-full max-w-[512px] rounded-md border border-zinc-200 bg-white dark:border-zinc-700"
          />
          <figcaption className="text-xs text-zinc-500 dark:text-zinc-400">
            512×512 JPEG · {formatBytes(dataUrlBytes(output))}
          </figcaption>
        </figure>
        {inputs.length > 0 && (
          <div className="flex gap-2 sm:flex-col" aria-label="Inputs as fitted onto the canvas">
            {inputs.map((src, index) => (
              <figure key={index} className="w-20 space-y-0.5 sm:w-24">
                <img
                  src={src}
                  alt={`Input ${index + 1}, fitted`}
                  className="aspect-square w-full rounded border border-zinc-200 bg-white object-contain dark:border-zinc-700"
                />
                <figcaption className="text-center text-[11px] text-zinc-600 dark:text-zinc-400">
                  input {index + 1}
                </figcaption>
              </figure>
            ))}
          </div>
        )}
      </div>
      <EditPlanNote plan={record.editPlan} />
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={output}
          download={`edit-${record.requestId ?? 'result'}.jpg`}
          className={primaryButton}
          data-testid="download"
        >
          Download JPEG
        </a>
        <EngineNote engine={record.engine} />
      </div>
    </section>
  );
}
