// The studio is Polish: one compiled catalog with the studio's texts and those of the shared
// packages it renders (ui, form-engine).
import { i18n } from '@lingui/core';
import { messages } from './locales/pl/messages.po';

export const LOCALE = 'pl';

export function activateLocale(): void {
  i18n.loadAndActivate({ locale: LOCALE, messages });
}

export { i18n };
