// Each change of the form-model change report (compareForms) as a Polish sentence for the analyst
//. Plain functions taking lingui's `t`, so the texts are extracted and tested.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DraftProblem, FormChange } from '@portal/form-model';

const show = (value: unknown) => (typeof value === 'string' ? `„${value}”` : (JSON.stringify(value) ?? '—'));

function requirement(i18n: I18n, level: 'always' | 'conditional' | 'never'): string {
  if (level === 'always') return i18n._(msg`zawsze wymagane`);
  if (level === 'conditional') return i18n._(msg`wymagane pod warunkiem`);
  return i18n._(msg`nieobowiązkowe`);
}

/** "Dodano pole „Kontakt › Telefon”": fields by their labels, as the analyst sees them. */
export function describeChange(i18n: I18n, change: FormChange): string {
  switch (change.kind) {
    case 'fieldAdded':
      return i18n._(msg`Dodano pole „${change.label}”.`);
    case 'fieldRemoved':
      return i18n._(msg`Usunięto pole „${change.label}”.`);
    case 'fieldRenamed':
      return i18n._(
        msg`Zmieniono nazwę pola „${change.label}” w danych: ${change.before.pointer} → ${change.after.pointer}.`,
      );
    case 'madeRequired':
      return i18n._(
        msg`Pole „${change.label}” jest teraz wymagane (było: ${requirement(i18n, change.before.level)}, jest: ${requirement(i18n, change.after.level)}).`,
      );
    case 'madeOptional':
      return i18n._(
        msg`Pole „${change.label}” nie jest już wymagane (było: ${requirement(i18n, change.before.level)}, jest: ${requirement(i18n, change.after.level)}).`,
      );
    case 'labelChanged':
      return i18n._(msg`Zmieniono etykietę pola: „${change.before}” → „${change.after}”.`);
    case 'helpChanged':
      return i18n._(
        msg`Zmieniono pomoc pola „${change.label}”: ${show(change.before)} → ${show(change.after)}.`,
      );
    case 'fieldsReordered':
      return i18n._(msg`Zmieniono kolejność pól w „${change.label}”: ${change.after.join(', ')}.`);
    case 'typeChanged':
      return i18n._(
        msg`Zmieniono typ pola „${change.label}”: ${change.before.kind} → ${change.after.kind}${change.widened ? ' (rozszerzony)' : ''}.`,
      );
    case 'widgetChanged':
      return i18n._(
        msg`Zmieniono widżet pola „${change.label}”: ${change.before ?? '—'} → ${change.after ?? '—'}.`,
      );
    case 'optionsChanged': {
      const parts = [
        ...change.added.map((option) => i18n._(msg`dodana opcja „${option.title}”`)),
        ...change.removed.map((option) => i18n._(msg`usunięta opcja „${option.title}”`)),
        ...change.retitled.map((option) =>
          i18n._(msg`opcja „${option.before}” nazywa się teraz „${option.after}”`),
        ),
      ];
      return i18n._(msg`Zmieniono opcje pola „${change.label}”: ${parts.join('; ')}.`);
    }
    case 'rulesChanged': {
      const parts = change.rules.map((rule) =>
        rule.inactive !== undefined
          ? i18n._(
              msg`${rule.keyword}: ${show(rule.before)} → ${show(rule.after)} (nie działa: ${rule.inactive})`,
            )
          : rule.loosened
            ? i18n._(msg`${rule.keyword}: ${show(rule.before)} → ${show(rule.after)} (łagodniej)`)
            : i18n._(msg`${rule.keyword}: ${show(rule.before)} → ${show(rule.after)} (surowiej)`),
      );
      return i18n._(msg`Zmieniono reguły pola „${change.label}”: ${parts.join('; ')}.`);
    }
    case 'shownWhenChanged':
      return i18n._(msg`Zmienił się warunek, kiedy pole „${change.label}” jest widoczne.`);
    case 'fieldMoved':
      return i18n._(
        msg`Sekcja „${change.label}” jest teraz na kroku „${change.step ?? '—'}” (była na „${change.stepBefore ?? '—'}”).`,
      );
    case 'stepAdded':
      return i18n._(msg`Dodano krok „${change.title}”.`);
    case 'stepRemoved':
      return i18n._(msg`Usunięto krok „${change.title}”.`);
    case 'stepRenamed':
      return i18n._(
        msg`Zmieniono identyfikator kroku: ${change.before.id} → ${change.after.id} („${change.after.title}”).`,
      );
    case 'stepRetitled':
      return i18n._(msg`Zmieniono tytuł kroku: „${change.before}” → „${change.after}”.`);
    case 'stepsReordered':
      return i18n._(msg`Zmieniono kolejność kroków: ${change.after.join(', ')}.`);
  }
}

/** What an old draft's answer meets after the change. */
export function describeDraftProblem(i18n: I18n, problem: DraftProblem): string {
  if (problem.kind === 'answerDropped') {
    const why = {
      fieldRemoved: i18n._(msg`pole usunięto`),
      fieldRenamed: i18n._(msg`pole ma inną nazwę w danych`),
      kindChanged: i18n._(msg`pole ma inny rodzaj`),
      nowConditional: i18n._(msg`pole pokazuje się teraz tylko pod warunkiem`),
    }[problem.reason];
    return i18n._(msg`Odpowiedź „${problem.label}” ze starej wersji roboczej przepadnie: ${why}.`);
  }
  const why = {
    typeChanged: i18n._(msg`zmienił się typ`),
    optionsRemoved: i18n._(msg`usunięto opcje`),
    rulesTightened: i18n._(msg`reguły są surowsze`),
    madeRequired: i18n._(msg`pole jest teraz wymagane`),
    requiredFieldAdded: i18n._(msg`dodano wymagane pole`),
  }[problem.reason];
  return i18n._(
    msg`Odpowiedź „${problem.label}” zostanie sprawdzona ponownie i użytkownik może musieć ją poprawić: ${why}.`,
  );
}
