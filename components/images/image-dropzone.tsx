'use client';
import { useEffect, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { cx } from '../cx';
import { formatBytes } from '../format';
import { ACCEPTED_IMAGE_LABEL, ACCEPTED_IMAGE_TYPES } from '../limits';
import { focusRing, hint } from '../ui';
import { imageFileProblem } from './check-image-file';
import { newItemId, readFileAsDataUrl, type ImageItem } from './image-item';
import { rememberImageName } from './image-names';

interface ImageDropzoneProps {
  id: string;
  items: ImageItem[];
  onAdd: (items: ImageItem[]) => void;
  max: number;
  maxBytes: number;
  /** Listen for images pasted anywhere on the page. */
  acceptPaste?: boolean;
  /** Told the names of the files being read (checked and read) whenever they change; [] when none are. */
  onReading?: (names: string[]) => void;
}

/** A refused file and why: react-dropzone's FileRejection, or one made for a pasted file. */
interface Refusal {
  file: File;
  errors: ReadonlyArray<{ code: string; message: string }>;
}

function rejectionText(rejection: Refusal, maxBytes: number): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('file-invalid-type'))
    return `${rejection.file.name}: not an image this service reads (${ACCEPTED_IMAGE_LABEL} only).`;
  if (codes.includes('file-too-large')) {
    return `${rejection.file.name}: ${formatBytes(rejection.file.size)} is over the ${formatBytes(maxBytes)} limit.`;
  }
  return `${rejection.file.name}: ${rejection.errors[0]?.message ?? 'refused'}`;
}

/** `names` without one occurrence of each of `done` (the same file may be dropped twice). */
function withoutEach(names: readonly string[], done: readonly string[]): string[] {
  const left = [...names];
  for (const name of done) {
    const at = left.indexOf(name);
    if (at !== -1) left.splice(at, 1);
  }
  return left;
}

/** Drop, choose or paste images, with the type, size and count limits shown and enforced before upload. */
export function ImageDropzone(props: ImageDropzoneProps) {
  const { id, items, onAdd, max, maxBytes, acceptPaste, onReading } = props;
  const [problems, setProblems] = useState<string[]>([]);
  // A ref, not state: drops overlap, and each must see the others' files at once.
  const reading = useRef<string[]>([]);
  const setReading = (names: string[]) => {
    reading.current = names;
    onReading?.(names);
  };
  const room = max - items.length;

  const addFiles = async (accepted: File[], rejections: Refusal[]) => {
    const messages = rejections.map((rejection) => rejectionText(rejection, maxBytes));
    const taken = accepted.slice(0, Math.max(0, room));
    for (const file of accepted.slice(taken.length)) {
      messages.push(`${file.name}: not added, at most ${max} images per request.`);
    }
    const added: ImageItem[] = [];
    const names = taken.map((file) => file.name);
    setReading([...reading.current, ...names]);
    for (const file of taken) {
      try {
        const problem = await imageFileProblem(file);
        if (problem) {
          messages.push(problem);
          continue;
        }
        const src = await readFileAsDataUrl(file);
        rememberImageName(src, file.name);
        added.push({ id: newItemId(), name: file.name, src, bytes: file.size, source: 'file' });
      } catch (error) {
        messages.push(`${file.name}: ${(error as Error).message}`);
      }
    }
    setProblems(messages);
    if (added.length > 0) onAdd(added);
    setReading(withoutEach(reading.current, names));
  };

  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept: ACCEPTED_IMAGE_TYPES,
    maxSize: maxBytes,
    multiple: true,
    onDrop: (accepted, rejections) => void addFiles(accepted, rejections),
  });

  useEffect(() => {
    if (!acceptPaste) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []).filter((file) => file.type.startsWith('image/'));
      if (files.length === 0) return;
      event.preventDefault();
      const accepted = files.filter((file) => file.type in ACCEPTED_IMAGE_TYPES && file.size <= maxBytes);
      const rejections = files
        .filter((file) => !accepted.includes(file))
        .map((file) => ({
          file,
          errors: [{ code: file.type in ACCEPTED_IMAGE_TYPES ? 'file-too-large' : 'file-invalid-type', message: '' }],
        }));
      void addFiles(accepted, rejections);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  return (
    <div className="space-y-1.5">
      <div
        {...getRootProps({
          className: cx(
            'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
            focusRing,
            isDragReject
              ? 'border-red-400 bg-red-50 dark:bg-red-950/30'
              : isDragActive
                ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40'
                : 'border-zinc-300 hover:border-indigo-400 dark:border-zinc-700 dark:hover:border-indigo-500',
          ),
          role: 'button',
          'aria-describedby': `${id}-limits`,
          'data-testid': 'dropzone',
        } as Parameters<typeof getRootProps>[0])}
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="h-7 w-7 text-zinc-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M3 16.5V18a2.25 2.25 0 0 0 2.25 2.25h13.5A2.25 2.25 0 0 0 21 18v-1.5M7.5 9 12 4.5m0 0L16.5 9M12 4.5v12" />
        </svg>
        {/* The visible text is the button's name (WCAG label in name). */}
        <p className="text-sm font-medium">
          {isDragActive
            ? 'Drop to add images'
            : `Add images: drop${acceptPaste ? ', paste' : ''} or click to choose up to ${max}`}
        </p>
        <p className={hint}>
          {items.length}/{max} added
        </p>
      </div>
      {/* Outside the drop area: a file input inside its role="button" would nest one control in another. */}
      <input {...getInputProps({ id, 'aria-label': 'Choose image files' } as Parameters<typeof getInputProps>[0])} />
      <p id={`${id}-limits`} className={hint} data-testid="dropzone-limits">
        {ACCEPTED_IMAGE_LABEL} · up to {formatBytes(maxBytes)} each · at most {max} images
      </p>
      {problems.length > 0 && (
        <ul role="alert" data-testid="dropzone-problems" className="space-y-0.5 text-sm text-red-700 dark:text-red-400">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
