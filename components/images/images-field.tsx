'use client';
import { useConsoleSettings } from '../shell/settings-context';
import { label } from '../ui';
import { ImageDropzone } from './image-dropzone';
import type { ImageItem } from './image-item';
import { ImageThumbs } from './image-thumbs';
import { UrlAdder } from './url-adder';

interface ImagesFieldProps {
  id: string;
  legend: string;
  items: ImageItem[];
  setItems: React.Dispatch<React.SetStateAction<ImageItem[]>>;
  max: number;
  /** Also offers adding an image by its URL, in a field with this id. */
  urlId?: string;
  acceptPaste?: boolean;
  /** Told the names of the files still being read; Run waits for them (see RunForm's `reading`). */
  onReading?: (names: string[]) => void;
  disabled: boolean;
  /** Between the ways to add images and the chosen ones: a hint, say. */
  children?: React.ReactNode;
}

/** A panel's images: dropped, chosen, pasted or added by URL, then listed in request order. */
export function ImagesField({
  id,
  legend,
  items,
  setItems,
  max,
  urlId,
  acceptPaste,
  onReading,
  disabled,
  children,
}: ImagesFieldProps) {
  const settings = useConsoleSettings();
  // Updates go through the current list: a dropped file is added after it is read, when the list may have changed.
  return (
    <fieldset className="space-y-2">
      <legend className={label}>{legend}</legend>
      <ImageDropzone
        id={id}
        items={items}
        onAdd={(added) => setItems((current) => [...current, ...added])}
        max={max}
        maxBytes={settings.imageMaxBytes}
        acceptPaste={acceptPaste}
        onReading={onReading}
      />
      {urlId && (
        <UrlAdder id={urlId} full={items.length >= max} onAdd={(item) => setItems((current) => [...current, item])} />
      )}
      {children}
      <ImageThumbs items={items} onChange={setItems} disabled={disabled} />
    </fieldset>
  );
}
