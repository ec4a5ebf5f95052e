// Operability: the alert rules and the dashboard in deploy/ name only metrics the API registers (a renamed
// metric would leave an alert that never fires), every alert points at a runbook section, and every metric
// of the app is in docs/operations.md's table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../config.ts';
import { createMetrics } from './metrics.ts';
import { addProcessMetrics } from './server.ts';

/** The sections of docs/runbooks.md an alert may point at. */
const RUNBOOK_ANCHORS = [
  'database',
  'object-store',
  'redis',
  'smtp',
  'sms',
  'payment-provider',
  'outbox',
  'jobs',
  'errors',
];
/** Series Prometheus makes itself for every scrape target. */
const PROMETHEUS_SERIES = ['up'];
const PROMQL_WORDS = new Set([
  ...['sum', 'min', 'max', 'avg', 'count', 'rate', 'irate', 'increase', 'histogram_quantile', 'time'],
  ...['by', 'without', 'and', 'or', 'unless', 'on', 'ignoring', 'group_left', 'group_right', 'bool'],
]);

interface Rule {
  alert: string;
  expr: string;
  annotations?: Record<string, string>;
}

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

const alerts = (
  parse(read('deploy/prometheus/alerts.yml')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((group) => group.rules);
const dashboard = JSON.parse(read('deploy/grafana/portal-dashboard.json')) as {
  panels: { title: string; targets?: { expr: string }[] }[];
};
const dashboardExpressions = dashboard.panels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ where: panel.title, expr: target.expr })),
);

/** The metric names of a PromQL expression: what is left without strings, matchers, groupings and words. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const names = bare.match(/[A-Za-z_:][\w:]*/g) ?? [];
  return [...new Set(names.filter((name) => !PROMQL_WORDS.has(name)))];
}

function registeredSeries(): Map<string, string> {
  const { registry } = createMetrics();
  addProcessMetrics(registry);
  const series = new Map<string, string>(PROMETHEUS_SERIES.map((name) => [name, 'prometheus']));
  for (const { name, type } of registry.getMetricsAsArray()) {
    const kind = String(type);
    if (kind === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) series.set(name + suffix, kind);
    else series.set(name, kind);
  }
  return series;
}

describe('deploy/prometheus/alerts.yml and deploy/grafana/portal-dashboard.json', () => {
  const series = registeredSeries();

  it('reads the expressions apart correctly', () => {
    expect(
      metricNames(
        'sum by (le, route) (rate(portal_http_request_duration_seconds_bucket{route!~".*/send.*"}[5m])) / time()',
      ),
    ).toEqual(['portal_http_request_duration_seconds_bucket']);
  });

  it('has alerts and panels', () => {
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    expect(dashboardExpressions.length).toBeGreaterThanOrEqual(15);
  });

  it('names only metrics the API registers', () => {
    const unknown = [
      ...alerts.map((rule) => ({ where: rule.alert, expr: rule.expr })),
      ...dashboardExpressions,
    ].flatMap(({ where, expr }) =>
      metricNames(expr)
        .filter((name) => !series.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('points every alert at a runbook section', () => {
    for (const rule of alerts) {
      const url = rule.annotations?.runbook_url ?? '';
      expect(url, rule.alert).toMatch(/^docs\/runbooks\.md#[a-z-]+$/);
      expect(RUNBOOK_ANCHORS, rule.alert).toContain(url.split('#')[1]);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it('covers every dependency outage the runbooks describe', () => {
    const anchors = new Set(alerts.map((rule) => rule.annotations!.runbook_url!.split('#')[1]));
    expect([...anchors].sort()).toEqual([...RUNBOOK_ANCHORS].sort());
  });
});

describe('docs/operations.md', () => {
  it('lists every metric of the app with its type', () => {
    const docs = read('docs/operations.md');
    const { registry } = createMetrics();
    for (const { name, type } of registry.getMetricsAsArray()) {
      expect(docs, name).toMatch(new RegExp(`^\\| \`${name}\` +\\| ${String(type)} `, 'm'));
    }
  });
});
