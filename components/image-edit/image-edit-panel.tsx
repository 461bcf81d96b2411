'use client';
import { useState } from 'react';
import type { RunRecord } from '../api/types';
import { ImageDropzone } from '../images/image-dropzone';
import { itemFromSrc, type ImageItem } from '../images/image-item';
import { ImageThumbs } from '../images/image-thumbs';
import { UrlAdder } from '../images/url-adder';
import { IMAGE_EDIT_MAX_IMAGES } from '../limits';
import { bodySizeProblem } from '../run/body-size';
import { isOmittedImage } from '../run/history-store';
import { EmptyResult, PanelLayout } from '../run/panel-layout';
import { RunButton, submitOnModEnter } from '../run/run-button';
import { FormProblem, PanelDetails } from '../run/panel-details';
import { RunStatus } from '../run/run-status';
import { useCheckedRun } from '../run/use-checked-run';
import { useConsoleSettings } from '../shell/settings-context';
import { label } from '../ui';
import { EditResult } from './edit-result';
import { PromptField, promptProblem } from './prompt-field';

interface EditRequest {
  prompt: string;
  images: string[];
}

export function ImageEditPanel() {
  const settings = useConsoleSettings();
  const [images, setImages] = useState<ImageItem[]>([]);
  const [prompt, setPrompt] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { run, problem, setProblem, start } = useCheckedRun<EditRequest>('image_edit', (request) =>
    bodySizeProblem(request, settings.bodyLimitBytes),
  );

  const restore = (record: RunRecord) => {
    const request = record.request as Partial<EditRequest>;
    setPrompt(request.prompt ?? '');
    setImages((request.images ?? []).filter((src) => !isOmittedImage(src)).map(itemFromSrc));
    setProblem(undefined);
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (promptProblem(prompt)) return document.getElementById('edit-prompt')?.focus();
    start({ prompt, images: images.map((item) => item.src) });
  };

  const form = (
    <form
      onSubmit={onSubmit}
      onKeyDown={submitOnModEnter}
      className="space-y-4"
      aria-label="Image edit request"
      noValidate
    >
      <fieldset className="space-y-2">
        <legend className={label}>Images (optional)</legend>
        <ImageDropzone
          id="edit-images"
          items={images}
          onAdd={(added) => setImages((current) => [...current, ...added])}
          max={IMAGE_EDIT_MAX_IMAGES}
          maxBytes={settings.imageMaxBytes}
          acceptPaste
        />
        <UrlAdder
          id="edit-url"
          full={images.length >= IMAGE_EDIT_MAX_IMAGES}
          onAdd={(item) => setImages((current) => [...current, item])}
        />
        <ImageThumbs items={images} onChange={setImages} disabled={run.isPending} />
      </fieldset>
      <PromptField value={prompt} onChange={setPrompt} problem={submitted ? promptProblem(prompt) : undefined} />
      <FormProblem problem={problem} />
      {!settings.imageEditEnabled && (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          The console’s API key does not have image editing enabled: runs will answer 403.
        </p>
      )}
      <RunButton pending={run.isPending} />
    </form>
  );

  const result = (
    <>
      <RunStatus run={run} />
      {run.shown?.ok ? (
        <EditResult record={run.shown} />
      ) : (
        !run.isPending && !run.shown && <EmptyResult>The edited 512×512 JPEG appears here.</EmptyResult>
      )}
    </>
  );

  return (
    <PanelLayout
      title="Image edit"
      description="Up to three images and a prompt in, one 512×512 JPEG out. Each input is fitted whole onto a white 512×512 canvas."
      form={form}
      result={result}
      details={
        <PanelDetails<EditRequest>
          panel="image_edit"
          run={run}
          describe={(record) => {
            const request = record.request as Partial<EditRequest>;
            return `${request.prompt ?? ''} · ${(request.images ?? []).length} image(s)`;
          }}
          restore={restore}
          start={start}
          onProblem={setProblem}
        />
      }
    />
  );
}
