import { codeChip } from './reference-classes';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A response description with its error codes shown as code chips ("Error: `image_edit_busy`, …");
 * codes the text does not mention are listed after it.
 */
export function ErrorCodeText({ text, codes }: { text: string; codes: string[] }) {
  const chip = (code: string, key: string | number) => (
    <code key={key} className={codeChip} data-testid="error-code">
      {code}
    </code>
  );
  if (codes.length === 0) return <>{text}</>;
  const pattern = new RegExp(`\\b(${codes.map(escape).join('|')})\\b`);
  const parts = text.split(pattern);
  const mentioned = new Set(parts.filter((_, index) => index % 2 === 1));
  const missing = codes.filter((code) => !mentioned.has(code));
  return (
    <>
      {parts.map((part, index) => (index % 2 === 1 ? chip(part, index) : part))}
      {missing.length > 0 && (
        <> Codes: {missing.map((code, index) => [index > 0 ? ', ' : null, chip(code, `missing-${code}`)])}</>
      )}
    </>
  );
}
