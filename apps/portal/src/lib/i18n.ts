// portal-spec §1: the interface is Polish. The catalog is compiled from the .po file and split by module at
// build (build/moduleMessages.ts): each module brings its own texts, so this only activates the
// locale. Dates are formatted with the pl locale where they are formatted (packages/ui formatDate, the
// form engine), so dayjs and its locale load with the screens that show dates, not with the shell.
import { i18n } from '@lingui/core';
import { activateCatalog, LOCALE } from './messageCatalog.ts';

export { LOCALE };

export function activateLocale(): void {
  activateCatalog();
}

export { i18n };
