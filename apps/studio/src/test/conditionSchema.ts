// A small form for the conditions' tests (visual/conditions.ts): two text fields and a choice.
export function sampleSchema(required: readonly string[], closed: boolean): string {
  return `{
  "type": "object",
  "properties": {
    "nip": { "type": "string", "title": "NIP" },
    "firma": { "type": "string", "title": "Nazwa firmy" },
    "rodzaj": {
      "type": "string",
      "title": "Rodzaj",
      "oneOf": [
        { "const": "osoba", "title": "Osoba" },
        { "const": "firma", "title": "Firma" }
      ]
    }
  },
  "required": ${JSON.stringify(required)}${closed ? ',\n  "additionalProperties": false' : ''}
}
`;
}
