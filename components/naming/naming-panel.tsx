'use client';
import { useState } from 'react';
import type { RunRecord } from '../api/types';
import { cx } from '../cx';
import { CountedTextarea } from '../form/counted-textarea';
import { ImageDropzone } from '../images/image-dropzone';
import { itemFromSrc, type ImageItem } from '../images/image-item';
import { ImageThumbs } from '../images/image-thumbs';
import { shrinkToDataUrl } from '../images/shrink-image';
import { codePointLength, NAMING_IMAGE_URL_MAX, NAMING_IMAGES_MAX, NAMING_TEXT_MAX } from '../limits';
import { EmptyResult, PanelLayout } from '../run/panel-layout';
import { RunButton, submitOnModEnter } from '../run/run-button';
import { FormProblem, PanelDetails } from '../run/panel-details';
import { RunStatus } from '../run/run-status';
import { useCheckedRun } from '../run/use-checked-run';
import { useConsoleSettings } from '../shell/settings-context';
import { hint, inputBase, label, secondaryButton } from '../ui';
import { EXAMPLE_POSTS } from './examples';
import { buildRequest, requestProblem, type NamingRequest } from './request';
import { NameResult } from './name-result';

export function NamingPanel() {
  const settings = useConsoleSettings();
  const [text, setText] = useState('');
  const [urlLines, setUrlLines] = useState('');
  const [dropped, setDropped] = useState<ImageItem[]>([]);
  const { run, problem, setProblem, start } = useCheckedRun<NamingRequest>('ai_name', requestProblem);

  const restore = (record: RunRecord) => {
    const { event } = record.request as NamingRequest;
    setText(event?.text ?? '');
    const images = event?.images ?? [];
    setUrlLines(images.filter((src) => !src.startsWith('data:')).join('\n'));
    setDropped(
      images.filter((src) => src.startsWith('data:') && src.length > 'data:image/png;base64,'.length).map(itemFromSrc),
    );
    setProblem(undefined);
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    start(buildRequest(text, urlLines, dropped));
  };
  const urlCount = urlLines.split('\n').filter((line) => line.trim()).length;

  const form = (
    <form
      onSubmit={onSubmit}
      onKeyDown={submitOnModEnter}
      className="space-y-4"
      aria-label="Token naming request"
      noValidate
    >
      <div>
        <p className={label} id="examples-label">
          Examples
        </p>
        <div className="mt-1 flex flex-wrap gap-2" role="group" aria-labelledby="examples-label">
          {EXAMPLE_POSTS.map((example) => (
            <button
              key={example.label}
              type="button"
              className={`${secondaryButton} px-2 py-1 text-xs`}
              disabled={run.isPending}
              onClick={() => {
                setText(example.text);
                setUrlLines('');
                setDropped([]);
                start({ event: { text: example.text } });
              }}
            >
              {example.label}
            </button>
          ))}
        </div>
      </div>
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
      <fieldset className="space-y-2">
        <legend className={label}>Images (optional)</legend>
        <ImageDropzone
          id="naming-images"
          items={dropped}
          onAdd={(added) => setDropped((current) => [...current, ...added])}
          max={Math.max(0, NAMING_IMAGES_MAX - urlCount)}
          maxBytes={settings.imageMaxBytes}
          prepare={(_file, dataUrl) => shrinkToDataUrl(dataUrl, NAMING_IMAGE_URL_MAX)}
        />
        <p className={hint}>
          Dropped images are shrunk to a thumbnail: the request allows {NAMING_IMAGE_URL_MAX} characters per image URL.
        </p>
        <ImageThumbs items={dropped} onChange={setDropped} disabled={run.isPending} />
      </fieldset>
      <FormProblem problem={problem} />
      <RunButton pending={run.isPending} />
    </form>
  );

  const result = (
    <>
      <RunStatus run={run} />
      {run.shown?.ok ? (
        <NameResult
          record={run.shown}
          pending={run.isPending}
          onRerun={() => run.shown && start(run.shown.request as NamingRequest)}
        />
      ) : (
        !run.isPending && !run.shown && <EmptyResult>The token name and ticker appear here.</EmptyResult>
      )}
    </>
  );

  return (
    <PanelLayout
      title="Token naming"
      description="A token name and ticker from a social post: paste its text, add image URLs or drop images, or try an example."
      form={form}
      result={result}
      details={
        <PanelDetails<NamingRequest>
          panel="ai_name"
          run={run}
          describe={(record) => {
            const answer = record.response as { name?: string; ticker?: string };
            const post = (record.request as NamingRequest).event?.text ?? '';
            return `${answer?.ticker ? `$${answer.ticker} · ` : ''}${post.slice(0, 80)}`;
          }}
          restore={restore}
          start={start}
          onProblem={setProblem}
        />
      }
    />
  );
}
