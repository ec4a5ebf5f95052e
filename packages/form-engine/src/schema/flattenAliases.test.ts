import { describe, expect, it } from 'vitest';
import { flattenAliases } from './flattenAliases.ts';

describe('flattenAliases', () => {
  const schema = {
    type: 'object' as const,
    properties: { home: { $ref: '#/definitions/homeAddress' } },
    definitions: {
      address: { type: 'object' as const, title: 'Adres', properties: { city: { type: 'string' as const } } },
      homeAddress: { $ref: '#/definitions/address', title: 'Adres zamieszkania' },
      mainHome: { $ref: '#/definitions/homeAddress', description: 'Główny' },
    },
  };
  const uiSchema = { 'ui:definitions': { '#/definitions/address': { 'ui:order': ['city'] } } };

  it("gives an alias the target's content under its own title", () => {
    const { schema: flat } = flattenAliases(schema, uiSchema);
    const definitions = flat.definitions as Record<string, Record<string, unknown>>;
    expect(definitions.homeAddress).toMatchObject({
      type: 'object',
      title: 'Adres zamieszkania',
      properties: { city: {} },
    });
    expect(definitions.homeAddress).not.toHaveProperty('$ref');
    expect(definitions.mainHome).toMatchObject({ title: 'Adres zamieszkania', description: 'Główny' });
    expect(flat.properties).toEqual(schema.properties);
  });

  it("gives an alias the target's uiSchema", () => {
    const { uiSchema: flat } = flattenAliases(schema, uiSchema);
    expect(flat['ui:definitions']).toMatchObject({
      '#/definitions/homeAddress': { 'ui:order': ['city'] },
      '#/definitions/mainHome': { 'ui:order': ['city'] },
    });
  });
});
