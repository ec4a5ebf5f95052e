// portal-spec §1: the interface is Polish and dates use the pl locale. The catalog is compiled from the .po
// file by @lingui/vite-plugin; the build extracts first, so it holds every message the code uses.
import { i18n } from '@lingui/core';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import { messages } from '../locales/pl/messages.po';

export const LOCALE = 'pl';

export function activateLocale(): void {
  i18n.load(LOCALE, messages);
  i18n.activate(LOCALE);
  dayjs.locale(LOCALE);
}

export { i18n };
