import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { loadKeys } from '../../lib/auth/api-keys';
import { keyPermissions, parseConfig, type ServerConfig as Config } from '../../lib/operations/registry';

/** The kinds deploy/k8s may hold, each with its schema from kubernetes-models. */
const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'apps/v1 StatefulSet': StatefulSet,
  'v1 Service': Service,
  'v1 Secret': Secret,
  'v1 ConfigMap': ConfigMap,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
};

/** Peak server RSS measured under OCR load with 2 workers (deploy/README.md and bench/ocr/RESULTS.md): about 1.1 GB. */
const MEASURED_PEAK_RSS_BYTES = 1.1e9;

const DIR = __dirname;
const manifests = readdirSync(DIR)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(DIR, file), 'utf8')).map((doc, index) => {
      if (doc.errors.length > 0)
        throw new Error(`${file} #${index}: ${doc.errors.map((error) => error.message).join('; ')}`);
      return { where: `${file} #${index}`, object: doc.toJS() as any };
    }),
  );

const find = (kind: string, name: string) => {
  const found = manifests.find(({ object }) => object.kind === kind && object.metadata?.name === name);
  if (!found) throw new Error(`no ${kind} named ${name} in deploy/k8s`);
  return found.object;
};

const app = find('Deployment', 'inference');
const pod = app.spec.template.spec;
const container = pod.containers.find((entry: any) => entry.name === 'app');
const secret = find('Secret', 'inference-keys');

/** The configuration the container starts with: its env, Secret references read from the Secret manifest. */
function containerConfig(): Config {
  const env: Record<string, string> = {};
  for (const variable of container.env) {
    if (variable.value !== undefined) env[variable.name] = variable.value;
    const ref = variable.valueFrom?.secretKeyRef;
    if (ref) {
      expect(ref.name, `${variable.name} names the Secret`).toBe(secret.metadata.name);
      const value = secret.stringData?.[ref.key];
      if (value === undefined && !ref.optional) throw new Error(`${variable.name}: the Secret has no ${ref.key}`);
      if (value !== undefined) env[variable.name] = value;
    }
  }
  return parseConfig(env);
}

const bytes = (quantity: string) => {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|k|M|G)?$/.exec(quantity);
  if (!match) throw new Error(`unreadable quantity ${quantity}`);
  const unit = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, k: 1e3, M: 1e6, G: 1e9 }[match[2] ?? ''] ?? 1;
  return Number(match[1]) * unit;
};
const cores = (quantity: string) => (quantity.endsWith('m') ? Number(quantity.slice(0, -1)) / 1000 : Number(quantity));

describe('the Kubernetes manifests', () => {
  it('are valid against the Kubernetes schemas, every one of a known kind', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(7);
    for (const { where, object } of manifests) {
      const Model = MODELS[`${object.apiVersion} ${object.kind}`];
      expect(Model, `${where}: ${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => new Model!(object).validate(), where).not.toThrow();
    }
  });

  it('start the app with a configuration it accepts and keys it can load', () => {
    const config = containerConfig();
    expect(loadKeys(config, keyPermissions()).records.length).toBeGreaterThan(0);
    expect(container.env.find((variable: any) => variable.name === 'HOSTNAME')?.value).toBe('0.0.0.0');
  });

  it('listen, probe and serve on the port the app listens on', () => {
    const config = containerConfig();
    const http = container.ports.find((port: any) => port.name === 'http');
    expect(http.containerPort).toBe(config.PORT);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.startupProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    const service = find('Service', 'inference');
    expect(service.spec.ports.map((port: any) => port.targetPort)).toEqual(['http']);
  });

  it('give SIGTERM a preStop delay, then the app’s whole drain, within the termination grace period', () => {
    const { SHUTDOWN_GRACE_MS } = containerConfig();
    const command = container.lifecycle.preStop.exec.command as string[];
    expect(command[0]).toBe('sleep');
    const preStopSeconds = Number(command[1]);
    expect(preStopSeconds).toBeGreaterThanOrEqual(3);
    const needed = preStopSeconds + SHUTDOWN_GRACE_MS / 1000;
    // Enough to drain fully, and not so much more that a stuck pod lingers.
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(needed);
    expect(pod.terminationGracePeriodSeconds).toBeLessThanOrEqual(needed + 10);
    // The readiness probe notices draining well within the drain.
    const { periodSeconds, failureThreshold } = container.readinessProbe;
    expect(periodSeconds * failureThreshold).toBeLessThan(SHUTDOWN_GRACE_MS / 1000);
  });

  it('size the pod from the measured memory and pin the pools to its CPU limit', () => {
    const config = containerConfig();
    const { requests, limits } = container.resources;
    expect(bytes(limits.memory)).toBeGreaterThan(MEASURED_PEAK_RSS_BYTES * 1.25);
    expect(bytes(requests.memory)).toBeGreaterThanOrEqual(bytes(limits.memory) / 2);
    expect(bytes(requests.memory)).toBeLessThanOrEqual(bytes(limits.memory));
    expect(config.OCR_WORKERS).toBeLessThanOrEqual(cores(limits.cpu));
    expect(config.IMAGE_EDIT_CONCURRENCY).toBeDefined();
    expect(config.IMAGE_EDIT_CONCURRENCY!).toBeLessThan(cores(limits.cpu));
  });

  it('share rate limits through the Redis Service', () => {
    const { REDIS_URL } = containerConfig();
    const url = new URL(REDIS_URL!);
    const redis = find('Service', url.hostname);
    expect(redis.spec.ports.map((port: any) => port.port)).toContain(Number(url.port));
    const redisPods = find('Deployment', url.hostname).spec.template.metadata.labels;
    expect(redis.spec.selector).toEqual(redisPods);
  });

  it('share the past-coin store through the Postgres Service, with the password the Secret gives both', () => {
    const { DATABASE_URL } = containerConfig();
    const url = new URL(DATABASE_URL!);
    const postgres = find('Service', url.hostname);
    expect(postgres.spec.ports.map((port: any) => port.port)).toContain(Number(url.port));
    const server = find('StatefulSet', url.hostname).spec.template;
    expect(postgres.spec.selector).toEqual(server.metadata.labels);
    const env = Object.fromEntries(server.spec.containers[0].env.map((variable: any) => [variable.name, variable]));
    expect(env.POSTGRES_USER.value).toBe(decodeURIComponent(url.username));
    expect(env.POSTGRES_DB.value).toBe(url.pathname.slice(1));
    const passwordKey = env.POSTGRES_PASSWORD.valueFrom.secretKeyRef.key;
    expect(secret.stringData[passwordKey]).toBe(decodeURIComponent(url.password));
  });

  it('point the Service, autoscaler and disruption budget at the app’s pods', () => {
    const labels = app.spec.template.metadata.labels;
    expect(app.spec.selector.matchLabels).toEqual(labels);
    expect(find('Service', 'inference').spec.selector).toEqual(labels);
    expect(find('PodDisruptionBudget', 'inference').spec.selector.matchLabels).toEqual(labels);
    const hpa = find('HorizontalPodAutoscaler', 'inference');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'inference' });
    // A voluntary disruption never takes the service below two replicas.
    expect(hpa.spec.minReplicas - find('PodDisruptionBudget', 'inference').spec.maxUnavailable).toBeGreaterThanOrEqual(
      2,
    );
    expect(app.spec.replicas).toBe(hpa.spec.minReplicas);
  });
});
