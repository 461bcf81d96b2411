'use client';
import { POST_IMAGES_MAX } from '@inference-console/client/kit';
import { EVENT_TEXT_MAX } from '@/lib/contract/social-event';
import { useState } from 'react';
import { codePointLength } from '@/lib/validation';
import { CountedTextarea } from '../form/counted-textarea';
import type { ImageItem } from '../images/image-item';
import { ImagesField } from '../images/images-field';
import { ReadingNote } from '../run/reading-note';
import { RunButton, submitOnModEnter } from '../run/run-button';
import { hint, label } from '../ui';

interface KitPostFormProps {
  text: string;
  setText: (text: string) => void;
  images: ImageItem[];
  setImages: React.Dispatch<React.SetStateAction<ImageItem[]>>;
  chosen: number;
  setChosen: (index: number) => void;
  running: boolean;
  problem?: string;
  onRun: () => void;
}

/** The post: its text and up to three images, and which image the logo, banner and meme come from. */
export function KitPostForm(props: KitPostFormProps) {
  const { text, setText, images, setImages, chosen, setChosen, running, problem, onRun } = props;
  const length = codePointLength(text);
  const [reading, setReading] = useState<string[]>([]);
  return (
    <form
      aria-label="Launch kit post"
      className="space-y-4"
      onKeyDown={submitOnModEnter}
      onSubmit={(event) => {
        event.preventDefault();
        // Files still being read would be left out of the kit: Run waits for them, as in the panels.
        if (reading.length === 0) onRun();
      }}
    >
      <CountedTextarea
        id="kit-post"
        label="Post"
        value={text}
        onChange={setText}
        length={length}
        max={EVENT_TEXT_MAX}
        counterTestId="kit-post-count"
        flagged={length > EVENT_TEXT_MAX}
        rows={4}
        placeholder="Paste the post that took off"
      />
      <ImagesField
        id="kit-images"
        legend="Images"
        urlId="kit-image-url"
        items={images}
        setItems={setImages}
        max={POST_IMAGES_MAX}
        acceptPaste
        onReading={setReading}
        disabled={running}
      />
      {images.length > 1 && (
        <fieldset>
          <legend className={label}>Cut the logo, banner and meme from</legend>
          <div className="mt-1 flex flex-wrap gap-3 text-sm">
            {images.map((image, index) => (
              <label key={image.id} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="kit-chosen-image"
                  checked={chosen === index}
                  onChange={() => setChosen(index)}
                  disabled={running}
                />
                image {index + 1}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {problem && (
        <p role="alert" data-testid="kit-problem" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex items-center gap-3">
        <RunButton pending={running} reading={reading} />
        {reading.length === 0 && (
          <span className={hint}>Naming, past coins, crops and edits, each step as soon as it can.</span>
        )}
        <ReadingNote names={reading} />
      </div>
    </form>
  );
}
