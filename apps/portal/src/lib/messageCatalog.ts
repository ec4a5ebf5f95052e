// portal-spec §1: the Polish catalog, filled module by module. The build puts a call to
// registerMessages at the top of every module that uses messages (build/moduleMessages.ts), so a lazy
// screen's texts arrive with its code. Lingui reads this same object once the locale is active, so texts
// registered later need no 'change' event: nothing on screen changes, only new components get their texts.
import { i18n, type Messages } from '@lingui/core';

export const LOCALE = 'pl';

const catalog: Messages = {};

export function registerMessages(messages: Messages): void {
  Object.assign(catalog, messages);
}

export function activateCatalog(): void {
  i18n.loadAndActivate({ locale: LOCALE, messages: catalog });
}
