import { codeChip } from './reference-classes';

/** Text from the document with its `backtick` spans shown as code; nothing else of Markdown. */
export function InlineCodeText({ text }: { text: string }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className={codeChip}>
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
