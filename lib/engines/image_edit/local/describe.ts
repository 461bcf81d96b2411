import type { EditPlan, Step } from './plan';

const round = (value: number) => Math.round(value * 100) / 100;

function describeStep(step: Step): string {
  const described = describeEdit(step);
  if (step.picture === undefined) return described;
  const own = `picture ${step.picture + 1}`;
  return described.endsWith(')') ? `${described.slice(0, -1)} ${own})` : `${described}(${own})`;
}

function describeEdit(step: Step): string {
  switch (step.kind) {
    case 'blur':
      return step.face !== undefined ? `blur(face ${round(step.sigma)})` : `blur(${round(step.sigma)})`;
    case 'blur-background':
    case 'sharpen':
      return `${step.kind}(${round(step.sigma)})`;
    case 'brightness':
    case 'contrast':
    case 'saturation':
      return `${step.kind}(${round(step.factor)})`;
    case 'tint':
      return `tint(${step.name})`;
    case 'rotate':
      return `rotate(${step.degrees})`;
    case 'flip':
      return `flip(${step.axis})`;
    case 'pixelate':
      return step.face !== undefined ? `pixelate(face ${step.cells})` : `pixelate(${step.cells})`;
    case 'laser-eyes':
      return step.faces === undefined && !step.colour
        ? 'laser-eyes'
        : `laser-eyes(${[step.faces, step.colour?.name].filter((part) => part !== undefined).join(' ')})`;
    default:
      return step.kind;
  }
}

/**
 * Literal text for a header: printable ASCII, anything else as \u{…}, short: at most `longest`
 * characters of the text (so that a caption in CJK or full-width letters is as whole as one in ASCII).
 */
export function quote(text: string, longest = 60): string {
  const chars = [...text];
  const shown = chars.length > longest ? [...chars.slice(0, longest - 3), '...'] : chars;
  const escaped = shown
    .map((char) =>
      char === '...' || (/^[\x20-\x7e]$/.test(char) && char !== '"' && char !== '\\')
        ? char
        : `\\u{${char.codePointAt(0)!.toString(16)}}`,
    )
    .join('');
  return `"${escaped}"`;
}

/** What a plan does, one entry per operation in the order it is applied (the X-Edit-Plan header). */
export function describePlan(plan: EditPlan): string[] {
  const applied = plan.steps.map(describeStep);
  if (plan.arrangement) applied.push(`layout(${plan.arrangement})`);
  if (plan.background) {
    applied.push(
      plan.background.kind === 'solid'
        ? `background(${plan.background.colour.name})`
        : `background(gradient ${plan.background.from.name} to ${plan.background.to.name})`,
    );
  }
  if (plan.zoom) applied.push(plan.zoomOnFace ? `zoom(face ${plan.zoom})` : `zoom(${plan.zoom})`);
  if (plan.shape) {
    const shape = plan.shape;
    const ring =
      shape.kind === 'circle' ? (shape.ring ?? (plan.border ? { name: plan.border.name } : undefined)) : undefined;
    applied.push(shape.kind === 'circle' ? `circle${ring ? `(ring ${ring.name})` : ''}` : shape.kind);
  }
  for (const text of plan.texts) {
    const style = [
      text.placement,
      text.band ? 'band' : 'over',
      text.size,
      text.colour.name,
      text.outline ? `outline ${text.outline.name}` : '',
      text.box ? `box ${text.box.name}` : '',
      text.shadow ? 'shadow' : '',
      text.picture !== undefined ? `picture ${text.picture + 1}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    applied.push(`${text.meme ? 'meme-text' : 'caption'}(${quote(text.text)} ${style})`);
  }
  for (const sticker of plan.stickers)
    applied.push(`sticker(${quote(sticker.symbol)} ${sticker.at} ${sticker.size}${sticker.everyHead ? ' each' : ''})`);
  if (plan.border && plan.shape?.kind !== 'circle') applied.push(`border(${plan.border.name} ${plan.border.width})`);
  for (const remark of plan.remarks ?? []) applied.push(`remark(${quote(remark)})`);
  for (const ignored of plan.ignored) applied.push(`ignored(${quote(ignored)})`);
  for (const { part, reason } of plan.declined) applied.push(`ignored(${quote(part)} ${quote(reason, 160)})`);
  return applied;
}
