import { ENGINE_WIDGET_NAMES, WIDGET_REGISTRY } from '@portal/form-model';
import { describe, expect, it } from 'vitest';
import {
  README_WIDGETS_END,
  README_WIDGETS_START,
  replaceBlock,
  uiMetaSchemaWithWidgets,
  widgetTableBlock,
} from './widget-docs.ts';

describe('what the widget registry writes', () => {
  it('fills the meta-schema enum with the registry, leaving the rest as written', () => {
    const text =
      '{\n  "definitions": {\n    "widget": { "description": "x", "enum": ["text"] },\n    "a": { "enum": [1] }\n  }\n}\n';
    const filled = uiMetaSchemaWithWidgets(text)!;
    const value = JSON.parse(filled) as {
      definitions: { widget: { enum: string[] }; a: { enum: number[] } };
    };
    expect(value.definitions.widget.enum).toEqual(ENGINE_WIDGET_NAMES);
    expect(value.definitions.a.enum).toEqual([1]);
    expect(filled.startsWith('{\n  "definitions": {\n    "widget": { "description": "x", "enum": [')).toBe(
      true,
    );
  });

  it('says when there is no widget enum to fill', () => {
    expect(uiMetaSchemaWithWidgets('{ "definitions": {} }')).toBeNull();
  });

  it('writes one table row per widget, with its data and use', () => {
    const block = widgetTableBlock();
    expect(block.startsWith(README_WIDGETS_START)).toBe(true);
    expect(block.endsWith(README_WIDGETS_END)).toBe(true);
    const rows = block.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(WIDGET_REGISTRY.length);
    expect(rows).toContain(
      '| `yesNo` | boolean | a question answered Tak / Nie (two radios; nothing preselected) |',
    );
  });

  it('replaces a marked block and refuses text without the markers', () => {
    expect(replaceBlock('a <s> old <e> b', '<s>', '<e>', '<s> new <e>')).toBe('a <s> new <e> b');
    expect(replaceBlock('a b', '<s>', '<e>', 'x')).toBeNull();
  });
});
