import { postProblem, resolvedChoices } from './post.ts';
import { forEveryStep, STEP_IDS, stepError, STEPS, stepOf, type StepDefinition } from './steps.ts';
import type { KitChoices, KitClient, KitState, Post, StepId, StepState } from './types.ts';

export interface RunOptions {
  /** Called with a fresh copy of the state whenever a step starts or lands. */
  onUpdate?: (state: KitState) => void;
  signal?: AbortSignal;
  /** A name, ticker or caption chosen before the run (runKit only). */
  choices?: KitChoices;
}

/** A post that cannot make a kit: thrown before anything is sent. */
export class PostError extends Error {}

/** The kit's state before any step ran. */
export function initialKit(post: Post, choices: KitChoices = {}): KitState {
  const steps = forEveryStep(({ id, label }): StepState => ({ id, label, status: 'waiting' }));
  return { post, choices, steps, results: {} };
}

/** Runs every step of the kit for a post: independent steps at once, each as soon as what it waits for landed. */
export function runKit(post: Post, client: KitClient, options: RunOptions = {}): Promise<KitState> {
  const problem = postProblem(post);
  if (problem) throw new PostError(problem);
  return runSteps(initialKit(post, options.choices), STEP_IDS, client, options);
}

/** What a person may choose, each used by some steps. */
const CHOICES = ['name', 'ticker', 'caption', 'showHidden'] as const satisfies readonly (keyof KitChoices)[];

/** The steps a change of the person's choices makes stale: those that use a changed choice. */
export function stepsToRerun(state: KitState, choices: KitChoices): StepId[] {
  const before = resolvedChoices(state.choices, state.results);
  const after = resolvedChoices(choices, state.results);
  const changed = CHOICES.filter((key) => before[key] !== after[key]);
  return STEPS.filter((step) => step.uses.some((use) => changed.includes(use))).map((step) => step.id);
}

/** Applies a new name, ticker or caption and re-runs only the steps that use what changed. */
export function rerunKit(state: KitState, choices: KitChoices, client: KitClient, options: RunOptions = {}) {
  const ids = stepsToRerun(state, choices);
  return runSteps({ ...state, choices }, ids, client, options);
}

/** Runs the given steps again (a failed one, say), and every step that waits for them. */
export function runSteps(
  previous: KitState,
  ids: StepId[],
  client: KitClient,
  options: RunOptions = {},
): Promise<KitState> {
  const chosen = withDependents(ids);
  // The total time is the run's: unknown until this one ends.
  const state: KitState = {
    ...previous,
    steps: { ...previous.steps },
    results: { ...previous.results },
    ms: undefined,
    ran: STEP_IDS.filter((id) => chosen.has(id)),
  };
  const emit = () => options.onUpdate?.({ ...state, steps: { ...state.steps }, results: { ...state.results } });
  const started = Date.now();
  for (const id of chosen) {
    state.steps[id] = { id, label: stepOf(id).label, status: 'waiting' };
    for (const result of stepOf(id).makes) delete state.results[result];
  }
  emit();

  const landed = new Map<StepId, Promise<void>>();
  const land = (step: StepDefinition): Promise<void> => {
    let promise = landed.get(step.id);
    if (!promise) {
      const waits = step.after.filter((id) => chosen.has(id)).map((id) => land(stepOf(id)));
      promise = Promise.all(waits).then(() => runStep(step, state, client, emit, options.signal));
      landed.set(step.id, promise);
    }
    return promise;
  };
  // The crops first: the longest chain (crops, then the logo edit) starts before the quick calls.
  const order = [...chosen].sort((a, b) => Number(b === 'crops') - Number(a === 'crops'));
  return Promise.all(order.map((id) => land(stepOf(id))))
    .then(async () => {
      // A step whose result no longer fits the others' (the logo, when a free ticker was proposed) runs once more.
      const stale = STEPS.filter((step) => step.stale?.(state));
      state.ran = STEP_IDS.filter((id) => chosen.has(id) || stale.some((step) => step.id === id));
      await Promise.all(stale.map((step) => runStep(step, state, client, emit, options.signal)));
    })
    .then(() => {
      state.ms = Date.now() - started;
      emit();
      return state;
    });
}

/** The steps asked for and every step that waits for one of them, directly or not. */
function withDependents(ids: StepId[]): Set<StepId> {
  const chosen = new Set(ids);
  for (let grew = true; grew;) {
    grew = false;
    for (const step of STEPS) {
      if (!chosen.has(step.id) && step.after.some((id) => chosen.has(id))) {
        chosen.add(step.id);
        grew = true;
      }
    }
  }
  return chosen;
}

async function runStep(
  step: StepDefinition,
  state: KitState,
  client: KitClient,
  emit: () => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  const base = { id: step.id, label: step.label };
  const reason = step.skip?.(state);
  if (reason) {
    state.steps[step.id] = { ...base, status: 'skipped', error: { code: 'skipped', message: reason } };
    return emit();
  }
  state.steps[step.id] = { ...base, status: 'running' };
  emit();
  const started = Date.now();
  try {
    const made = await step.run({
      post: state.post,
      results: state.results,
      choices: state.choices,
      client,
      callOptions: { signal },
    });
    Object.assign(state.results, made);
    state.steps[step.id] = { ...base, status: 'done', ms: Date.now() - started };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    state.steps[step.id] = { ...base, status: 'failed', ms: Date.now() - started, error: stepError(failure) };
  }
  emit();
}
