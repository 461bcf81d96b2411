'use client';
import { useState } from 'react';
import type { RunRecord } from '../api/types';
import { ImageDropzone } from '../images/image-dropzone';
import { itemFromSrc, type ImageItem } from '../images/image-item';
import { ImageThumbs } from '../images/image-thumbs';
import { UrlAdder } from '../images/url-adder';
import { bodySizeProblem } from '../run/body-size';
import { isOmittedImage } from '../run/history-store';
import { EmptyResult, PanelLayout } from '../run/panel-layout';
import { RunButton, submitOnModEnter } from '../run/run-button';
import { FormProblem, PanelDetails } from '../run/panel-details';
import { RunStatus } from '../run/run-status';
import { useCheckedRun } from '../run/use-checked-run';
import { useConsoleSettings } from '../shell/settings-context';
import { label } from '../ui';
import { OcrResults } from './ocr-results';

interface OcrRequest {
  images: string[];
}

export function OcrPanel() {
  const settings = useConsoleSettings();
  const [images, setImages] = useState<ImageItem[]>([]);
  const { run, problem, setProblem, start } = useCheckedRun<OcrRequest>('ocr', (request) =>
    request.images.length === 0 ? 'Add at least one image.' : bodySizeProblem(request, settings.bodyLimitBytes),
  );

  const restore = (record: RunRecord) => {
    const request = record.request as Partial<OcrRequest>;
    setImages((request.images ?? []).filter((src) => src !== '' && !isOmittedImage(src)).map(itemFromSrc));
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    start({ images: images.map((item) => item.src) });
  };

  const form = (
    <form onSubmit={onSubmit} onKeyDown={submitOnModEnter} className="space-y-4" aria-label="OCR request" noValidate>
      <fieldset className="space-y-2">
        <legend className={label}>Images</legend>
        <ImageDropzone
          id="ocr-images"
          items={images}
          onAdd={(added) => setImages((current) => [...current, ...added])}
          max={settings.ocrMaxImages}
          maxBytes={settings.imageMaxBytes}
          acceptPaste
        />
        <UrlAdder
          id="ocr-url"
          full={images.length >= settings.ocrMaxImages}
          onAdd={(item) => setImages((current) => [...current, item])}
        />
        <ImageThumbs items={images} onChange={setImages} disabled={run.isPending} />
      </fieldset>
      <FormProblem problem={problem} />
      <RunButton pending={run.isPending} />
    </form>
  );

  const result = (
    <>
      <RunStatus run={run} />
      {run.shown?.ok ? (
        <OcrResults record={run.shown} />
      ) : (
        !run.isPending &&
        !run.shown && <EmptyResult>Each image appears here with its recognised lines outlined.</EmptyResult>
      )}
    </>
  );

  return (
    <PanelLayout
      title="OCR"
      description={`Text, line outlines and confidence for up to ${settings.ocrMaxImages} images. Hover a line on the image or in the list to find it in the other.`}
      form={form}
      result={result}
      details={
        <PanelDetails<OcrRequest>
          panel="ocr"
          run={run}
          describe={(record) => {
            const count = ((record.request as Partial<OcrRequest>).images ?? []).length;
            const text = ((record.response as { results?: Array<{ text: string }> })?.results ?? [])
              .map((r) => r.text)
              .join(' ');
            return `${count} image(s)${text ? ` · ${text.slice(0, 80)}` : ''}`;
          }}
          restore={restore}
          start={start}
          onProblem={setProblem}
        />
      }
    />
  );
}
