/**
 * The app's folder, which holds the models the editor loads by path (the face model in
 * node_modules, the subject network in lib/subjects); the edit threads set it at start.
 */
let root = process.cwd();

export function setModelRoot(folder: string): void {
  root = folder;
}

export function modelRoot(): string {
  return root;
}
