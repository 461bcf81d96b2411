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
