import type { KitChoices, KitResults, Post } from './types.ts';

export const POST_IMAGES_MAX = 3;
export const LOGO_CROP = { aspect: '1:1', width: 512 } as const;
export const BANNER_CROP = { aspect: '3:1', width: 1024 } as const;
/** Look-alikes kept per search. */
export const LOOK_ALIKES_MAX = 5;
/** A banner enlarged more than this from the pixels it was cut from looks blurry: the kit says so. */
export const BANNER_SCALE_WARNING = 1.5;

/** Why a post cannot make a kit (nothing is sent then), or undefined when it can. */
export function postProblem(post: Post): string | undefined {
  const images = post.images.filter((image) => image.trim() !== '');
  if (post.text.trim() === '' && images.length === 0)
    return 'A kit needs a post: paste its text, add an image, or both.';
  if (images.length > POST_IMAGES_MAX)
    return `A kit takes at most ${POST_IMAGES_MAX} images (this post has ${images.length}).`;
  const chosen = post.chosenImage ?? 0;
  if (images.length > 0 && (chosen < 0 || chosen >= images.length)) {
    return `The chosen image is number ${chosen + 1}, but the post has ${images.length}.`;
  }
  return undefined;
}

/** The image the logo, banner and meme are cut from, if the post has one. */
export function chosenImage(post: Post): string | undefined {
  const images = post.images.filter((image) => image.trim() !== '');
  return images[post.chosenImage ?? 0];
}

/**
 * Whether the kit and the CLI read a post's images before naming it: when it has no $cashtag or
 * #hashtag and fewer than six words. The client's own rule, simpler than the one the service's namer
 * applies to the images it is sent (which weighs how much each of the post's words could be a name).
 */
export function needsImageText(text: string): boolean {
  if (/[$#][\p{L}\p{N}_]{2,}/u.test(text)) return false;
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length < 6;
}

/** The text naming and the search by post read: the post's, then its images' when it was read. */
export function postText(post: Post, imageText: string | undefined): string {
  return [post.text.trim(), imageText?.trim() ?? ''].filter((part) => part !== '').join('\n');
}

/** The post's http(s) image URLs (data URLs are too long for an event's images). */
export function imageUrls(post: Post): string[] {
  return post.images.filter((image) => /^https?:\/\//i.test(image));
}

/** Quotes text for an edit prompt: the editor reads "…" as the text to draw, so inner quotes become ’’. */
function quoted(text: string): string {
  return `"${text.replace(/["“”]/g, '’’').replace(/\s+/g, ' ').trim()}"`;
}

/**
 * The logo edit's prompt: a round coin logo with the ticker on it; drawn from the ticker alone (no
 * picture) when the picture's square would cut its text.
 */
export function logoPrompt(ticker: string, fromTickerAlone = false): string {
  if (fromTickerAlone)
    return `gold background, round coin logo with a black border, big black text ${quoted(`$${ticker}`)} in the middle`;
  return `round coin logo with a gold border, caption ${quoted(`$${ticker}`)} at the bottom`;
}

/**
 * The meme edit's prompt: the caption as meme text at the bottom; in a band above the picture when the
 * meme is made from a whole picture that is mostly text (a screenshot), so that the caption covers none of it.
 */
export function memePrompt(caption: string, aboveText = false): string {
  return aboveText ? `meme text ${quoted(caption)} in a band above` : `meme text ${quoted(caption)} at the bottom`;
}

/**
 * The name, ticker and caption the steps use: a person's choices over what the kit made (its ticker:
 * the free one it proposed when naming's was taken; its caption: a line of the post, else the name).
 */
export function resolvedChoices(choices: KitChoices, results: KitResults): KitChoices {
  const name = choices.name?.trim() || results.name;
  const ticker = choices.ticker?.trim() || results.tickerCheck?.proposed || results.ticker;
  const caption = choices.caption?.trim() || results.caption || name;
  return { name, ticker, caption, showHidden: choices.showHidden ?? false };
}
