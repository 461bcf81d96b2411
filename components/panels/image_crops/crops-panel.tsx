'use client';
import { useState } from 'react';
import { DEFAULT_WIDTH, IMAGES_MAX } from '@/lib/operations/image_crops/contract';
import type { RunRecord } from '../../api/types';
import { itemFromSrc, type ImageItem } from '../../images/image-item';
import { ImagesField } from '../../images/images-field';
import { bodySizeProblem } from '../../run/body-size';
import { isOmittedImage } from '../../run/history-store';
import { RunForm } from '../../run/run-form';
import { RunPanel, type PanelWords } from '../../run/run-panel';
import { useCheckedRun } from '../../run/use-checked-run';
import { useConsoleSettings } from '../../shell/settings-context';
import { requestProblem } from './aspects';
import { AspectsField } from './aspects-field';
import { CropsResults } from './crops-results';
import type { CropsRequest } from './types';

/** The images field's fixed settings: up to three images, dropped, pasted or added by URL. */
const IMAGES_FIELD = { id: 'crops-images', legend: 'Images', max: IMAGES_MAX, urlId: 'crops-url', acceptPaste: true };

function describe(record: RunRecord) {
  const request = record.request as Partial<CropsRequest>;
  const aspects = (request.crops ?? []).map((crop) => crop.aspect).join(', ');
  return `${(request.images ?? []).length} image(s) · ${aspects}`;
}

const WORDS: PanelWords = {
  title: 'Image crops',
  description:
    'Square logos and banners from up to three pictures: each crop keeps faces, the subject and text lines whole where the aspect allows.',
  empty: 'Each image appears here with its crop boxes drawn over it, then the crops themselves.',
  describe,
};

export function CropsPanel() {
  const settings = useConsoleSettings();
  const [images, setImages] = useState<ImageItem[]>([]);
  const [reading, setReading] = useState<string[]>([]);
  const [aspects, setAspects] = useState<string[]>(['1:1', '3:1']);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const checked = useCheckedRun<CropsRequest>(
    'image_crops',
    (request) => requestProblem(request) ?? bodySizeProblem(request, settings.bodyLimitBytes),
  );
  const { run, start } = checked;

  const restore = (record: RunRecord) => {
    const request = record.request as Partial<CropsRequest>;
    setImages((request.images ?? []).filter((src) => !isOmittedImage(src)).map(itemFromSrc));
    setAspects((request.crops ?? []).map((crop) => crop.aspect));
    setWidth(request.crops?.[0]?.width ?? DEFAULT_WIDTH);
  };

  const form = (
    <RunForm
      label="Image crops request"
      pending={run.isPending}
      problem={checked.problem}
      reading={reading}
      onSubmit={() =>
        start({ images: images.map((item) => item.src), crops: aspects.map((aspect) => ({ aspect, width })) })
      }
    >
      <ImagesField
        {...IMAGES_FIELD}
        items={images}
        setItems={setImages}
        onReading={setReading}
        disabled={run.isPending}
      />
      <AspectsField
        aspects={aspects}
        setAspects={setAspects}
        width={width}
        setWidth={setWidth}
        disabled={run.isPending}
      />
    </RunForm>
  );

  return (
    <RunPanel words={WORDS} checked={checked} form={form} restore={restore}>
      {(record) => <CropsResults record={record} />}
    </RunPanel>
  );
}
