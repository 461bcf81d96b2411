'use client';
import { useState } from 'react';
import type { RunRecord } from '../../api/types';
import { itemFromSrc, type ImageItem } from '../../images/image-item';
import { ImagesField } from '../../images/images-field';
import { IMAGES_MAX as IMAGE_EDIT_MAX_IMAGES } from '@/lib/operations/image_edit/contract';
import { bodySizeProblem } from '../../run/body-size';
import { isOmittedImage } from '../../run/history-store';
import { RunForm } from '../../run/run-form';
import { RunPanel, type PanelWords } from '../../run/run-panel';
import { useCheckedRun } from '../../run/use-checked-run';
import { useConsoleSettings } from '../../shell/settings-context';
import { EditGuide } from './edit-guide';
import { EditResult } from './edit-result';
import { PromptField, promptProblem } from './prompt-field';
import type { EditRequest } from './types';

const WORDS: PanelWords = {
  title: 'Image edit',
  description:
    'Up to three images and a prompt in, one 512×512 JPEG out. Each input is fitted whole onto a white 512×512 canvas.',
  empty: 'The edited 512×512 JPEG appears here.',
  describe: (record) => {
    const request = record.request as Partial<EditRequest>;
    return `${request.prompt ?? ''} · ${(request.images ?? []).length} image(s)`;
  },
};

export function ImageEditPanel() {
  const settings = useConsoleSettings();
  const [images, setImages] = useState<ImageItem[]>([]);
  const [reading, setReading] = useState<string[]>([]);
  const [prompt, setPrompt] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const checked = useCheckedRun<EditRequest>('image_edit', (request) =>
    bodySizeProblem(request, settings.bodyLimitBytes),
  );
  const { run, start, refuse } = checked;

  const restore = (record: RunRecord) => {
    const request = record.request as Partial<EditRequest>;
    setPrompt(request.prompt ?? '');
    setImages((request.images ?? []).filter((src) => !isOmittedImage(src)).map(itemFromSrc));
  };
  const onSubmit = () => {
    setSubmitted(true);
    if (promptProblem(prompt)) {
      refuse();
      return document.getElementById('edit-prompt')?.focus();
    }
    start({ prompt, images: images.map((item) => item.src) });
  };
  const runExample = (example: string) => {
    setPrompt(example);
    setSubmitted(false);
    start({ prompt: example, images: images.map((item) => item.src) });
  };

  const form = (
    <>
      <RunForm
        label="Image edit request"
        pending={run.isPending}
        problem={checked.problem}
        reading={reading}
        notice={
          !settings.allowed.image_edit && (
            <p className="text-sm text-amber-700 dark:text-amber-400">
              The console’s API key does not have image editing enabled: runs will answer 403.
            </p>
          )
        }
        onSubmit={onSubmit}
      >
        <ImagesField
          id="edit-images"
          legend="Images (optional)"
          items={images}
          setItems={setImages}
          max={IMAGE_EDIT_MAX_IMAGES}
          urlId="edit-url"
          acceptPaste
          onReading={setReading}
          disabled={run.isPending}
        />
        <PromptField value={prompt} onChange={setPrompt} problem={submitted ? promptProblem(prompt) : undefined} />
      </RunForm>
      {/* After the form: the prompt's Tab still leads to Run. */}
      <EditGuide onRun={runExample} disabled={run.isPending || reading.length > 0} />
    </>
  );

  return (
    <RunPanel words={WORDS} checked={checked} form={form} restore={restore}>
      {(record) => <EditResult record={record} />}
    </RunPanel>
  );
}
