'use client';
import { useState } from 'react';
import { inputBase, secondaryButton } from '../ui';
import { isHttpUrl, newItemId, type ImageItem } from './image-item';

/** Adds an image by its public http(s) URL; the server fetches it. */
export function UrlAdder({ id, onAdd, full }: { id: string; onAdd: (item: ImageItem) => void; full: boolean }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = () => {
    const url = value.trim();
    if (!isHttpUrl(url)) return setProblem('Enter an http:// or https:// image URL.');
    if (full) return setProblem('No room for another image: remove one first.');
    onAdd({ id: newItemId(), name: url, src: url, source: 'url' });
    setValue('');
    setProblem(undefined);
  };
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Image URL
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="…or paste an image URL (https://…)"
          className={inputBase}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="button" className={secondaryButton} onClick={add}>
          Add URL
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
