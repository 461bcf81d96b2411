/** What the server tells the console about itself; nothing in it is secret. */
export interface ConsoleSettings {
  imageMaxBytes: number;
  bodyLimitBytes: number;
  ocrMaxImages: number;
  passwordProtected: boolean;
  /** Why the console cannot call the API (no usable key), when it cannot. */
  keyProblem?: string;
  /** Whether the console's key may edit images. */
  imageEditEnabled: boolean;
}
