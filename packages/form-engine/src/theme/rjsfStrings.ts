// RJSF's own texts (TranslatableString) in Polish. The engine's templates draw almost everything
// themselves; what is left reaches a customer rarely and an analyst in the studio's preview often: a
// configuration RJSF cannot draw (an `ui:order` list missing a field) would otherwise read in English.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

/** RJSF's messages of `ui:order` (utils' orderProperties), their detail told in Polish. */
function orderProblem(i18n: I18n, detail: string): string {
  const missing = /^uiSchema order list does not contain (?:property|properties) (.+)$/.exec(detail);
  const fields = missing?.[1];
  if (fields) return i18n._(msg`w „ui:order” brakuje pól: ${fields} (dopisz je albo dodaj "*")`);
  const extra = /^uiSchema order list contains more than one wildcard item$/.test(detail);
  if (extra) return i18n._(msg`„ui:order” może zawierać "*" tylko raz`);
  return detail;
}

/** RJSF's `translateString` for the engine: every text Polish, in the form's own words where it has them. */
export function rjsfTranslator(i18n: I18n) {
  return (text: TranslatableString, params: string[] = []): string => {
    const [first = '', second = ''] = params;
    switch (text) {
      case TranslatableString.ArrayItemTitle:
        return i18n._(msg`Pozycja`);
      case TranslatableString.MissingItems:
        return i18n._(msg`Lista nie określa swoich pozycji (brak „items”).`);
      case TranslatableString.EmptyArray:
        return i18n._(msg`Lista jest pusta. Dodaj pozycję przyciskiem poniżej.`);
      case TranslatableString.YesLabel:
        return i18n._(msg`Tak`);
      case TranslatableString.NoLabel:
        return i18n._(msg`Nie`);
      case TranslatableString.CloseLabel:
        return i18n._(msg`Zamknij`);
      case TranslatableString.ErrorsLabel:
        return i18n._(msg`Błędy`);
      case TranslatableString.AddButton:
      case TranslatableString.AddItemButton:
        return i18n._(msg`Dodaj`);
      case TranslatableString.CopyButton:
        return i18n._(msg`Kopiuj`);
      case TranslatableString.MoveDownButton:
        return i18n._(msg`Przesuń w dół`);
      case TranslatableString.MoveUpButton:
        return i18n._(msg`Przesuń w górę`);
      case TranslatableString.RemoveButton:
        return i18n._(msg`Usuń`);
      case TranslatableString.ClearLabel:
      case TranslatableString.ClearButton:
        return i18n._(msg`Wyczyść`);
      case TranslatableString.AriaDateLabel:
        return i18n._(msg`Wybierz datę`);
      case TranslatableString.OptionPrefix:
        return i18n._(msg`Opcja ${first}`);
      case TranslatableString.TitleOptionPrefix:
        return i18n._(msg`${first}: opcja ${second}`);
      case TranslatableString.UnknownFieldType:
        return i18n._(msg`Nieznany typ pola ${first}`);
      case TranslatableString.InvalidObjectField:
        return i18n._(msg`Grupy pól „${first}” nie da się wyświetlić: ${orderProblem(i18n, second)}.`);
      case TranslatableString.UnsupportedField:
        return i18n._(msg`Tego pola nie da się wyświetlić: schemat nie określa jego typu.`);
      case TranslatableString.UnsupportedFieldWithId:
        return i18n._(msg`Pola „${first}” nie da się wyświetlić: schemat nie określa jego typu.`);
      case TranslatableString.UnsupportedFieldWithReason:
        return i18n._(msg`Tego pola nie da się wyświetlić: ${first}.`);
      case TranslatableString.UnsupportedFieldWithIdAndReason:
        return i18n._(msg`Pola „${first}” nie da się wyświetlić: ${second}.`);
      default:
        // Texts of RJSF features the engine does not use (additional properties, cycles, the file widget
        // of its own theme): RJSF's words rather than none.
        return englishStringTranslator(text, params);
    }
  };
}
