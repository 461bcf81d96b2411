'use client';
import {
  PostError,
  rerunKit,
  resolvedChoices,
  runKit,
  runSteps,
  STEP_IDS,
  stepsToRerun,
  type KitChoices,
  type KitState,
} from '@inference-console/client/kit';
import { useState } from 'react';
import type { ImageItem } from '../images/image-item';
import { card } from '../ui';
import { consoleClient } from './console-client';
import { KitChoicesForm, type TypedChoices } from './kit-choices';
import { KitImages } from './kit-images';
import { KitLookAlikes } from './kit-look-alikes';
import { KitPostForm } from './kit-post-form';
import { KitSteps } from './kit-steps';
import { KitWarnings } from './kit-warnings';
import { kitZip, kitZipName } from './kit-zip';

const NO_CHOICES: TypedChoices = { name: '', ticker: '', caption: '' };

/** The choices a finished run made, as the form shows them. */
function choicesOf(state: KitState): TypedChoices {
  const resolved = resolvedChoices(state.choices, state.results);
  return { name: resolved.name ?? '', ticker: resolved.ticker ?? '', caption: resolved.caption ?? '' };
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Launch kit: one post in; name, ticker, look-alikes, logo, banner and meme out, step by step. */
export function KitPage() {
  const [text, setText] = useState('');
  const [images, setImages] = useState<ImageItem[]>([]);
  const [chosen, setChosen] = useState(0);
  const [kit, setKit] = useState<KitState>();
  const [choices, setChoices] = useState(NO_CHOICES);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string>();

  const finish = (run: Promise<KitState>) => {
    setRunning(true);
    run
      .then((state) => {
        setKit(state);
        setChoices(choicesOf(state));
      })
      .finally(() => setRunning(false));
  };

  const start = () => {
    setProblem(undefined);
    try {
      const chosenImage = Math.max(0, Math.min(chosen, images.length - 1));
      finish(
        runKit({ text, images: images.map((item) => item.src), chosenImage }, consoleClient(), { onUpdate: setKit }),
      );
    } catch (error) {
      if (!(error instanceof PostError)) throw error;
      setProblem(error.message);
    }
  };

  const overrides = (Object.keys(choices) as (keyof TypedChoices)[]).reduce<KitChoices>(
    (picked, key) => (choices[key].trim() ? { ...picked, [key]: choices[key].trim() } : picked),
    { showHidden: kit?.choices.showHidden ?? false },
  );
  const failed = kit ? STEP_IDS.filter((id) => kit.steps[id].status === 'failed') : [];
  const stale = kit && !running ? stepsToRerun(kit, overrides).map((id) => kit.steps[id].label) : [];

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">Launch kit</h1>
        <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          From one post: a name and ticker, the past coins like it, a square logo and a banner cut from its picture, the
          logo with the ticker, and a meme. Independent steps run at once; change the name, ticker or caption and only
          what uses it runs again.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={card}>
          <KitPostForm {...{ text, setText, images, setImages, chosen, setChosen, running, problem }} onRun={start} />
        </div>
        <div className="min-w-0 space-y-4" aria-live="polite">
          {kit ? (
            <KitSteps state={kit} />
          ) : (
            <p className={`${card} text-sm text-zinc-600 dark:text-zinc-400`}>
              Every step appears here with its status and time as it lands.
            </p>
          )}
        </div>
      </div>
      {kit && (
        <div className="space-y-4">
          <KitWarnings state={kit} />
          <KitChoicesForm
            choices={choices}
            setChoices={setChoices}
            stale={stale}
            running={running}
            onRerun={() => finish(rerunKit(kit, overrides, consoleClient(), { onUpdate: setKit }))}
            failed={failed.map((id) => kit.steps[id].label)}
            onRetryFailed={() => finish(runSteps(kit, failed, consoleClient(), { onUpdate: setKit }))}
            canDownload={kit.ms !== undefined}
            onDownload={() => download(kitZip(kit), kitZipName(choicesOf(kit).ticker || undefined))}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <KitImages results={kit.results} />
            <KitLookAlikes
              byPost={kit.results.lookAlikesByPost}
              byName={kit.results.lookAlikesByName}
              hiddenByPost={kit.results.hiddenByPost}
              hiddenByName={kit.results.hiddenByName}
              onShowHidden={() =>
                !running &&
                finish(rerunKit(kit, { ...overrides, showHidden: true }, consoleClient(), { onUpdate: setKit }))
              }
            />
          </div>
        </div>
      )}
    </div>
  );
}
