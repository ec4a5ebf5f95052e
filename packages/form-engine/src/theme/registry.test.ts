import { ENGINE_WIDGET_NAMES } from '@portal/form-model';
import { describe, expect, it } from 'vitest';
import { engineWidgets, ownWidgets } from './registry.ts';

describe('the theme and the widget registry', () => {
  it('has one component for each registered widget and no other widget of its own', () => {
    // The type (`satisfies Record<EngineWidgetName, Widget>`) says the same at compile time.
    expect(Object.keys(ownWidgets).sort()).toEqual([...ENGINE_WIDGET_NAMES].sort());
  });

  it('offers every registered widget to RJSF under its ui.json name', () => {
    for (const name of ENGINE_WIDGET_NAMES) expect(engineWidgets[name]).toBe(ownWidgets[name]);
  });
});
