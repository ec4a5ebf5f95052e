// The real forms' choice of phases (schemas/defs/power.json), for the engine's test form and its widget
// gallery: the power rule (phaseForPower) and the radio widget are shown on it.
import type { RJSFSchema } from '@rjsf/utils';

export const phaseChoice: RJSFSchema = {
  type: 'string',
  title: 'Liczba faz',
  oneOf: [
    { const: 'single_phase', title: 'Jednofazowe (do 7 kW)' },
    { const: 'three_phase', title: 'Trójfazowe' },
  ],
};
