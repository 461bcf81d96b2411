import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

/** Prometheus's scrape jobs for the app: where they look, and how they authenticate. */
describe('Prometheus scrape configuration', () => {
  it('compose: scrapes every app replica at /metrics on the app’s port, with METRICS_TOKEN from a secret', () => {
    const compose = parse(read('compose.yaml'));
    const [job] = parse(read('prometheus.yml')).scrape_configs;
    expect(job.metrics_path).toBe('/metrics');
    expect(job.authorization).toEqual({ type: 'Bearer', credentials_file: '/run/secrets/metrics_token' });
    expect(job.dns_sd_configs).toEqual([{ names: ['app'], type: 'A', port: 3000 }]);
    expect(compose.services.prometheus.secrets).toContain('metrics_token');
    expect(compose.secrets.metrics_token).toEqual({ environment: 'METRICS_TOKEN' });
    expect(compose.services.app.environment.METRICS_TOKEN).toMatch(/METRICS_TOKEN/);
    expect(compose.services.grafana.volumes.join('\n')).toContain('./grafana/inference-dashboard.json');
  });

  it('kubernetes: keeps the inference pods’ http port, at /metrics, with the token file', () => {
    const documents = parseAllDocuments(read('k8s/prometheus-scrape.yaml')).map((doc) => doc.toJS());
    const configMap = documents.find((doc) => doc.kind === 'ConfigMap');
    const [job] = parse(configMap.data['scrape-inference.yaml']);
    expect(job.metrics_path).toBe('/metrics');
    expect(job.authorization.type).toBe('Bearer');
    expect(job.authorization.credentials_file).toMatch(/METRICS_TOKEN$/);
    const keep = job.relabel_configs.find((rule: { action: string }) => rule.action === 'keep');
    expect(keep.regex).toBe('inference;http');
    const app = parseAllDocuments(read('k8s/app.yaml'))
      .map((doc) => doc.toJS())
      .find((doc) => doc.kind === 'Deployment');
    const pod = app.spec.template;
    expect(pod.metadata.labels['app.kubernetes.io/name']).toBe('inference');
    expect(pod.spec.containers[0].ports.map((port: { name: string }) => port.name)).toContain('http');
  });
});
