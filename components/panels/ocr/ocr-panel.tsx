'use client';
import { useState } from 'react';
import type { RunRecord } from '../../api/types';
import { itemFromSrc, type ImageItem } from '../../images/image-item';
import { ImagesField } from '../../images/images-field';
import { bodySizeProblem } from '../../run/body-size';
import { isOmittedImage } from '../../run/history-store';
import { RunForm } from '../../run/run-form';
import { RunPanel, type PanelWords } from '../../run/run-panel';
import { useCheckedRun } from '../../run/use-checked-run';
import { useConsoleSettings } from '../../shell/settings-context';
import { OcrResults } from './ocr-results';
import type { OcrRequest } from './types';

function describe(record: RunRecord) {
  const count = ((record.request as Partial<OcrRequest>).images ?? []).length;
  const text = ((record.response as { results?: Array<{ text: string }> })?.results ?? []).map((r) => r.text).join(' ');
  return `${count} image(s)${text ? ` · ${text}` : ''}`;
}

export function OcrPanel() {
  const settings = useConsoleSettings();
  const [images, setImages] = useState<ImageItem[]>([]);
  const [reading, setReading] = useState<string[]>([]);
  const checked = useCheckedRun<OcrRequest>('ocr', (request) =>
    request.images.length === 0 ? 'Add at least one image.' : bodySizeProblem(request, settings.bodyLimitBytes),
  );
  const { run, start } = checked;

  const words: PanelWords = {
    title: 'OCR',
    description: `Text, line outlines and confidence for up to ${settings.limits.ocr.maxImages} images. Hover a line on the image or in the list to find it in the other.`,
    empty: 'Each image appears here with its recognised lines outlined.',
    describe,
  };

  const restore = (record: RunRecord) => {
    const request = record.request as Partial<OcrRequest>;
    setImages((request.images ?? []).filter((src) => src !== '' && !isOmittedImage(src)).map(itemFromSrc));
  };

  const form = (
    <RunForm
      label="OCR request"
      pending={run.isPending}
      problem={checked.problem}
      reading={reading}
      onSubmit={() => start({ images: images.map((item) => item.src) })}
    >
      <ImagesField
        id="ocr-images"
        legend="Images"
        items={images}
        setItems={setImages}
        max={settings.limits.ocr.maxImages}
        urlId="ocr-url"
        acceptPaste
        onReading={setReading}
        disabled={run.isPending}
      />
    </RunForm>
  );

  return (
    <RunPanel words={words} checked={checked} form={form} restore={restore}>
      {(record) => <OcrResults record={record} />}
    </RunPanel>
  );
}
