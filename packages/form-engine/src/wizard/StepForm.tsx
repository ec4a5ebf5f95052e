// One wizard step as one RJSF Form over the step's own schema (schema/stepSchema.ts). Uncontrolled: RJSF
// keeps the step's data and reports changes; the wizard copies them into its own ref without re-rendering,
// so a keystroke renders only the field being typed in (RJSF memoizes the others). RJSF's own validation is
// off (noValidate): the wizard validates the step on blur and on "Dalej" with the precompiled validator.
import { useLingui } from '@lingui/react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { StepShownContext } from '../runtime/EngineContext.ts';
import { engineTheme } from '../theme/registry.ts';
import { rjsfTranslator } from '../theme/rjsfStrings.ts';

// Defaults the engine wants: no value the user did not give. A statement (`const: true`) must never be
// pre-ticked and a choice (oneOf of consts) never pre-selected; no empty objects or `false` booleans are
// invented; a required list with minItems shows its first (empty) item to fill in.
export const DEFAULT_FORM_STATE = {
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
} as const;

/** The prefix of every field id: `wniosek_applicant_person_pesel`. */
export const FIELD_ID_PREFIX = 'wniosek';

export interface StepFormProps {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
  readonly validator: ValidatorType;
  /** The step's data when its form mounts; read once (RJSF keeps the data from then on). */
  readonly readInitialData: () => Record<string, unknown>;
  readonly onChange: (data: Record<string, unknown>, id: string | undefined) => void;
  readonly onBlur: (id: string, value: unknown) => void;
  readonly onNext: () => void;
  readonly children: ReactNode;
}

export const StepForm = memo(function StepForm({
  schema,
  uiSchema,
  validator,
  readInitialData,
  onChange,
  onBlur,
  onNext,
  children,
}: StepFormProps) {
  // After the step's first commit (its groups' own mount effects run before this one), a group that
  // mounts was revealed by an answer (ObjectFieldTemplate reports it).
  const shown = useRef(false);
  const [initialData] = useState(readInitialData);
  const { i18n } = useLingui();
  const translateString = useMemo(() => rjsfTranslator(i18n), [i18n]);
  useEffect(() => {
    shown.current = true;
  }, []);
  return (
    <StepShownContext.Provider value={shown}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        initialFormData={initialData}
        widgets={engineTheme.widgets}
        templates={engineTheme.templates}
        fields={engineTheme.fields}
        idPrefix={FIELD_ID_PREFIX}
        translateString={translateString}
        showErrorList={false}
        noHtml5Validate
        noValidate
        onChange={(event: IChangeEvent, id?: string) =>
          onChange((event.formData ?? {}) as Record<string, unknown>, id)
        }
        onBlur={onBlur}
        onSubmit={() => onNext()}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
      >
        {children}
      </Form>
    </StepShownContext.Provider>
  );
});
