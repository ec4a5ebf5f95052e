import { getDefaultRegistry } from '@rjsf/core';

/** RJSF's own fields, which the engine's fields wrap. */
export const coreFields = getDefaultRegistry().fields;
