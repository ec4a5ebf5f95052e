// Keystroke benchmark: the same form (the largest in schemas/) rendered three ways, chosen by ?engine=
//   wizard - the engine as the portal uses it (one step at a time; the step with the most fields is shown)
//   single - the engine with every section in one step (the whole form on one page, like stock RJSF)
//   stock  - stock RJSF 6: @rjsf/core + @rjsf/chakra-ui + @rjsf/validator-ajv8 with liveValidate
// Every mode types into the same text field. `window.__bench.run()` types synthetic keystrokes and times
// each from the input event to the next paint (performance marks, two rAFs); the page also records the
// browser's Event Timing entries (PerformanceObserver 'event'), which bench/run-bench.mjs reads after
// typing with real key presses in Chromium. See bench/README.md.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { UiProvider } from '@portal/ui';
import { createAjv, formats } from '@portal/validation';
import ChakraForm from '@rjsf/chakra-ui';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { entry, schema, ui, validate } from 'virtual:bench-form';
import { FormWizard } from '../src/index.ts';
import { writeDraft } from '../src/drafts/draftStorage.ts';

// No compiled catalog here: compile the macros' Polish source texts at run time (the portal ships a
// compiled catalog instead).
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'pl', messages: {} });

type Engine = 'wizard' | 'single' | 'stock';
const engine = (new URLSearchParams(location.search).get('engine') ?? 'wizard') as Engine;

function countLeaves(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  const record = node as Record<string, unknown>;
  let count = 0;
  if (record.properties && typeof record.properties === 'object') {
    for (const child of Object.values(record.properties)) count += 1 + countLeaves(child);
  }
  for (const key of ['then', 'else', 'allOf', 'definitions'])
    if (record[key]) count += countLeaves(record[key]);
  return count;
}

const properties = (schema.properties ?? {}) as Record<string, unknown>;
const largestStepIndex = ui.steps
  .map((step, index) => ({
    index,
    size: step.fields.reduce((sum, field) => sum + countLeaves(properties[field]), 0),
  }))
  .sort((a, b) => b.size - a.size)[0]!.index;
const largestStep = ui.steps[largestStepIndex]!;

// Open the wizard on its largest step.
// ?keepDraft=1 leaves a draft written beforehand (screenshots of other steps).
if (engine === 'wizard' && !new URLSearchParams(location.search).has('keepDraft')) {
  localStorage.clear();
  writeDraft(`bench-${engine}`, {
    formId: entry.id,
    version: entry.version,
    savedAt: new Date().toISOString(),
    stepIndex: largestStepIndex,
    completedSteps: ui.steps.map((step) => step.id),
    data: {},
  });
}
const singleStepUi = {
  ...ui,
  steps: [{ id: 'calosc', title: 'Cały formularz', fields: Object.keys(properties) }],
};

const { keywords } = await import('@portal/validation');
const stockValidator = customizeValidator({
  customFormats: formats,
  ajvOptionsOverrides: { keywords, allErrors: true, strict: false, passContext: true, allowUnionTypes: true },
});
void createAjv;

// Stock RJSF knows none of the engine's widget names: map each to the closest stock widget.
const STOCK_WIDGETS: Record<string, string | undefined> = {
  radioCards: 'radio',
  yesNo: 'radio',
  statement: 'checkbox',
  addressSameAs: 'radio',
  monthYear: 'date',
  power: 'text',
  phone: 'text',
  zipCode: 'text',
  bankAccount: 'text',
  identifier: 'text',
  preferredDates: undefined,
  attachments: undefined,
};
function toStockUi(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toStockUi);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ui:widget' && typeof value === 'string' && value in STOCK_WIDGETS) {
      const stock = STOCK_WIDGETS[value];
      if (stock) copy[key] = stock;
    } else if (key === 'ui:options' && typeof value === 'object' && value !== null) {
      const {
        sources: _sources,
        unit: _unit,
        tooltip: _tooltip,
        upperCase: _upperCase,
        ...rest
      } = value as Record<string, unknown>;
      copy[key] = rest;
    } else copy[key] = toStockUi(value);
  }
  return copy;
}
const stockUiSchema = toStockUi(ui.uiSchema) as Record<string, unknown>;

function StockForm() {
  const [formData, setFormData] = useState<unknown>({});
  return (
    <ChakraProvider value={defaultSystem}>
      <ChakraForm
        schema={schema as RJSFSchema}
        uiSchema={stockUiSchema}
        validator={stockValidator}
        formData={formData}
        onChange={(event) => setFormData(event.formData)}
        liveValidate
        idPrefix="wniosek"
      />
    </ChakraProvider>
  );
}

function App() {
  if (engine === 'stock') return <StockForm />;
  return (
    <UiProvider i18n={i18n}>
      <FormWizard
        form={{ entry, schema, ui: engine === 'single' ? singleStepUi : ui, validate }}
        onSubmit={() => undefined}
        draftKey={`bench-${engine}`}
      />
    </UiProvider>
  );
}

// ---- measurement ------------------------------------------------------------------------------------
// TypeScript's DOM lib lacks Event Timing's interactionId.
type EventTiming = PerformanceEventTiming & { interactionId?: number };
const eventEntries: EventTiming[] = [];
new PerformanceObserver((list) => {
  for (const item of list.getEntries() as EventTiming[]) if (item.interactionId) eventEntries.push(item);
}).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

/** The text field every mode types into: the first plain text input of the largest step. */
function targetInput(): HTMLInputElement {
  const sections = engine === 'wizard' ? largestStep.fields : Object.keys(properties);
  for (const section of sections) {
    const input = document.querySelector<HTMLInputElement>(
      `input[id^="wniosek_${section}_"]:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([type=file]):not([inputmode])`,
    );
    if (input) return input;
  }
  throw new Error('bench: no text input found');
}

const nativeValueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run({ keystrokes = 60 } = {}) {
  const input = targetInput();
  input.focus();
  const durations: number[] = [];
  for (let index = 0; index < keystrokes; index++) {
    const next = `${input.value}${String.fromCharCode(97 + (index % 26))}`;
    const start = performance.now();
    nativeValueSetter.call(input, next);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await nextPaint();
    durations.push(performance.now() - start);
  }
  return {
    engine,
    form: entry.id,
    field: input.id,
    keystrokes,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    mean: durations.reduce((sum, value) => sum + value, 0) / durations.length,
  };
}

Object.assign(window, {
  __bench: {
    run,
    targetId: () => targetInput().id,
    eventTimings: () =>
      eventEntries.map((item) => ({
        name: item.name,
        startTime: item.startTime,
        duration: item.duration,
        interactionId: item.interactionId,
        inputDelay: item.processingStart - item.startTime,
        processing: item.processingEnd - item.processingStart,
        presentation: item.startTime + item.duration - item.processingEnd,
      })),
    info: { engine, form: entry.id, step: largestStep.id },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
