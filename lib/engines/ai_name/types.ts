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
}

/** One way of turning a social event into a token name and ticker. */
export interface NamingEngine {
  readonly id: string;
  name(input: NamingInput, options?: NamingOptions): Promise<TokenName>;
}

/**
 * Reads the text shown in a post's images (an OCR engine, typically). It should stop work when the
 * signal aborts; the namer waits for it only within a short budget.
 */
export type ImageTextReader = (urls: string[], signal: AbortSignal) => Promise<string>;
