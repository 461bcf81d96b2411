/** What a naming engine reads from a social event. */
export interface NamingInput {
  id?: string;
  text: string;
  images: string[];
}

/** What a naming engine answers; the operation re-validates it against the contract. */
export interface TokenName {
  name: string;
  ticker: string;
}

export interface NamingOptions {
  signal?: AbortSignal;
  /** Whose request it is: an engine that reads the post's images does so in this user's share of OCR. */
  user?: string;
}

/** One way of turning a social event into a token name and ticker. */
export interface NamingEngine {
  readonly id: string;
  /**
   * How it takes a post's images, which decides what a post without text of its own is named from:
   * `seen`, shown to a vision model (an image that loads is enough; the operation checks that one
   * does), or `read` for the text in them (the engine reads them, and refuses a post whose images
   * give no text with NothingToNameError).
   */
  readonly images: 'seen' | 'read';
  name(input: NamingInput, options?: NamingOptions): Promise<TokenName>;
}
