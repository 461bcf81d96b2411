'use client';
import { useState } from 'react';
import type { RunRecord } from '../../api/types';
import { cx } from '../../cx';
import { CountedTextarea } from '../../form/counted-textarea';
import { ExampleChips } from '../../form/example-chips';
import { itemFromSrc, type ImageItem } from '../../images/image-item';
import { ImagesField } from '../../images/images-field';
import {
  EVENT_IMAGES_MAX as NAMING_IMAGES_MAX,
  EVENT_TEXT_MAX as NAMING_TEXT_MAX,
} from '@/lib/operations/ai_name/contract';
import { codePointLength } from '../../limits';
import { RunForm } from '../../run/run-form';
import { RunPanel, type PanelWords } from '../../run/run-panel';
import { useCheckedRun } from '../../run/use-checked-run';
import { inputBase, label } from '../../ui';
import { EXAMPLE_POSTS } from './examples';
import { buildRequest, requestProblem, type NamingRequest } from './request';
import { NameResult } from './name-result';
import type { NameNotes } from './types';

const WORDS: PanelWords = {
  title: 'Token naming',
  description:
    'A token name and ticker from a social post: paste its text, add image URLs or drop images, or try an example.',
  empty: 'The token name and ticker appear here.',
  describe: (record) => {
    const answer = record.response as { name?: string; ticker?: string };
    const post = (record.request as NamingRequest).event?.text ?? '';
    return `${answer?.ticker ? `$${answer.ticker} · ` : ''}${post}`;
  },
};

/** `Notes`: what to show under a generated name and ticker (the registry gives the past coins using them). */
export function NamingPanel({ Notes }: { Notes?: NameNotes }) {
  const [text, setText] = useState('');
  const [urlLines, setUrlLines] = useState('');
  const [dropped, setDropped] = useState<ImageItem[]>([]);
  const [reading, setReading] = useState<string[]>([]);
  const checked = useCheckedRun<NamingRequest>('ai_name', requestProblem);
  const { run, start } = checked;

  const restore = (record: RunRecord) => {
    const { event } = record.request as NamingRequest;
    setText(event?.text ?? '');
    const images = event?.images ?? [];
    setUrlLines(images.filter((src) => !src.startsWith('data:')).join('\n'));
    setDropped(
      images.filter((src) => src.startsWith('data:') && src.length > 'data:image/png;base64,'.length).map(itemFromSrc),
    );
  };
  const urlCount = urlLines.split('\n').filter((line) => line.trim()).length;

  const form = (
    <RunForm
      label="Token naming request"
      pending={run.isPending}
      problem={checked.problem}
      reading={reading}
      onSubmit={() => start(buildRequest(text, urlLines, dropped))}
    >
      <ExampleChips
        id="examples-label"
        title="Examples"
        examples={EXAMPLE_POSTS}
        labelOf={(example) => example.label}
        disabled={run.isPending}
        onPick={(example) => {
          setText(example.text);
          setUrlLines('');
          setDropped([]);
          start({ event: { text: example.text } });
        }}
      />
      <CountedTextarea
        id="naming-text"
        label="Post text"
        value={text}
        onChange={setText}
        length={codePointLength(text)}
        max={NAMING_TEXT_MAX}
        counterTestId="post-counter"
        rows={5}
        placeholder="Paste a social post: “Just adopted a frog named Pepper…”"
      />
      <div>
        <label htmlFor="naming-urls" className={label}>
          Image URLs <span className="font-normal text-zinc-600 dark:text-zinc-400">(optional, one per line)</span>
        </label>
        <textarea
          id="naming-urls"
          rows={2}
          className={cx(inputBase, 'mt-1 font-mono text-xs')}
          placeholder="https://…"
          value={urlLines}
          onChange={(event) => setUrlLines(event.target.value)}
        />
      </div>
      <ImagesField
        id="naming-images"
        legend="Images (optional)"
        items={dropped}
        setItems={setDropped}
        max={Math.max(0, NAMING_IMAGES_MAX - urlCount)}
        onReading={setReading}
        disabled={run.isPending}
      />
    </RunForm>
  );

  return (
    <RunPanel words={WORDS} checked={checked} form={form} restore={restore}>
      {(record) => (
        <NameResult
          record={record}
          pending={run.isPending}
          onRerun={() => start(record.request as NamingRequest)}
          Notes={Notes}
        />
      )}
    </RunPanel>
  );
}
