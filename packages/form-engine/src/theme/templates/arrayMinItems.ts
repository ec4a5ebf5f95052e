import { createContext } from 'react';

/** The list's minItems, so an item of a list at its minimum offers no "Usuń" (RJSF offers it regardless). */
export const ArrayMinItemsContext = createContext(0);
