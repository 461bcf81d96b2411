'use client';
import { useState } from 'react';
import { formatBytes } from '../format';
import { iconButton } from '../ui';
import { moveItem, type ImageItem } from './image-item';

interface ImageThumbsProps {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  /** Crop to fill the square instead of fitting the whole image onto white, as the server does. */
  cropped?: boolean;
  disabled?: boolean;
}

/** A chosen image, or a plain note in its place when the browser cannot show it (no broken picture, no stray alt text). */
function ThumbImage({ src, alt, cropped }: { src: string; alt: string; cropped?: boolean }) {
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <p
        data-testid="thumb-unshown"
        className="flex h-full items-center justify-center p-2 pt-6 text-center text-xs text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400"
      >
        <span className="sr-only">{alt}: </span>This browser cannot show it
      </p>
    );
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setBroken(true)}
      className={cropped ? 'h-full w-full object-cover' : 'h-full w-full object-contain'}
    />
  );
}

/** The chosen images in request order, each movable earlier or later and removable. */
export function ImageThumbs({ items, onChange, cropped, disabled }: ImageThumbsProps) {
  if (items.length === 0) return null;
  return (
    <ol
      aria-label="Chosen images, in request order"
      data-testid="thumbs"
      className="grid grid-cols-3 gap-2 sm:grid-cols-4"
    >
      {items.map((item, index) => (
        <li key={item.id} data-testid="thumb" className="min-w-0">
          <div className="relative aspect-square overflow-hidden rounded-md border border-zinc-200 bg-white dark:border-zinc-700">
            <ThumbImage key={item.src} src={item.src} alt={`Input ${index + 1}: ${item.name}`} cropped={cropped} />
            <span className="absolute left-1 top-1 rounded bg-zinc-900/75 px-1.5 text-xs font-semibold text-white">
              {index + 1}
            </span>
          </div>
          <div className="mt-1 flex justify-between gap-1">
            <span className="flex gap-1">
              <button
                type="button"
                className={iconButton}
                disabled={disabled || index === 0}
                onClick={() => onChange(moveItem(items, index, index - 1))}
                aria-label={`Move image ${index + 1} earlier`}
              >
                <span aria-hidden>‹</span>
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={disabled || index === items.length - 1}
                onClick={() => onChange(moveItem(items, index, index + 1))}
                aria-label={`Move image ${index + 1} later`}
              >
                <span aria-hidden>›</span>
              </button>
            </span>
            <button
              type="button"
              className={iconButton}
              disabled={disabled}
              onClick={() => onChange(items.filter((other) => other.id !== item.id))}
              aria-label={`Remove image ${index + 1}`}
            >
              <span aria-hidden>×</span>
            </button>
          </div>
          <p
            className="mt-0.5 truncate text-xs text-zinc-600 dark:text-zinc-400"
            title={item.name}
            data-testid="thumb-name"
          >
            {item.name}
            {item.bytes !== undefined && (
              <span className="text-zinc-600 dark:text-zinc-400"> · {formatBytes(item.bytes)}</span>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
