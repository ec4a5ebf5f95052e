// Objects: the form's root lays out its sections; a section (top-level property, e.g. "Dane kontaktowe")
// is a <section> headed by an h3 (none when it repeats the step's own heading); any deeper group (an
// address, a person) is a <fieldset> with a <legend> (WCAG 1.3.1). Errors and warnings of the object itself
// (a rule on the group) show under its heading; values the schema language computes from the group's
// answers (connectionAdvance, applications-spec §9) show beneath its fields, updated as the user types.
import { chakra, Heading, Stack } from '@chakra-ui/react';
import { computedValuesOf, keywordKind } from '@portal/validation/browser';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { Fragment, useContext, useEffect, useMemo, useRef } from 'react';
import {
  StepShownContext,
  useEngineRuntime,
  useFieldErrors,
  useFieldWarnings,
} from '../../runtime/EngineContext.ts';
import { describedBy } from '../fieldKind.ts';
import { ComputedValues, FieldDescription, FieldError, FieldWarning } from './FieldMessages.tsx';
import { EmptyOptionalGroupContext, isUnanswered } from './optionalGroup.ts';
import { errorBar } from './errorBar.ts';
import { RequiredMark } from './RequiredMark.tsx';

/** The names of the object's fields a keyword's options refer to ("generation/connectionPower" -> "generation"). */
function referencedFields(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value.split('/')[0] ?? value);
  else if (Array.isArray(value)) for (const item of value) referencedFields(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) referencedFields(item, into);
  return into;
}

/** The last rendered field read by one of the schema's computing keywords, or null. */
function computedAnchor(schema: unknown, order: readonly string[]): string | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const names = new Set<string>();
  for (const [keyword, value] of Object.entries(schema))
    if (keywordKind(keyword) === 'computed') referencedFields(value, names);
  return [...order].reverse().find((name) => names.has(name)) ?? null;
}

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, description, fieldPathId, required, uiSchema, schema, formData } = props;
  const runtime = useEngineRuntime();
  const id = fieldPathId.$id;
  const errors = useFieldErrors(id);
  const warnings = useFieldWarnings(id);
  // Only schema nodes with a computing keyword compute anything; the others get [] at once.
  const computed = useMemo(() => computedValuesOf(schema, formData), [schema, formData]);
  const depth = fieldPathId.path.length;
  // A titled group (not a list's item) that appears once the step is shown was revealed by an answer.
  const groupRef = useRef<HTMLElement>(null);
  const stepShown = useContext(StepShownContext);
  const inList = fieldPathId.path.some((segment) => typeof segment === 'number');
  useEffect(() => {
    if (stepShown?.current && !inList && title && groupRef.current)
      runtime?.groupRevealed?.(groupRef.current, title);
    // Only when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const visible = properties.filter((property) => !property.hidden);
  // A computed value stands right after the last field its keyword reads (e.g. the advance after the
  // powers it is computed from), or at the end of the group; the keyword's options name those fields.
  const anchor = computedAnchor(
    schema,
    properties.map((property) => property.name),
  );
  const computedBox = <ComputedValues id={id} values={computed} />;
  // An optional group with no answer yet: the fields it requires are not required now (optionalGroup.ts).
  // A list's item is never optional: it is there because the user added it.
  const insideEmptyOptional = useContext(EmptyOptionalGroupContext);
  const emptyOptional =
    insideEmptyOptional ||
    (depth > 0 && !required && typeof fieldPathId.path.at(-1) !== 'number' && isUnanswered(formData));
  const content = (
    <EmptyOptionalGroupContext.Provider value={emptyOptional}>
      <Stack gap={{ base: '5', md: '6' }}>
        {properties.map((property) => (
          <Fragment key={property.name}>
            <chakra.div display={property.hidden ? 'none' : undefined}>{property.content}</chakra.div>
            {property.name === anchor ? computedBox : null}
          </Fragment>
        ))}
        {anchor === null ? computedBox : null}
      </Stack>
    </EmptyOptionalGroupContext.Provider>
  );
  const descriptionText =
    typeof uiSchema?.['ui:description'] === 'string'
      ? uiSchema['ui:description']
      : typeof description === 'string'
        ? description
        : '';
  if (depth === 0) return content;
  if (depth === 1) {
    const section = String(fieldPathId.path[0]);
    const headingHidden = runtime?.isSectionTitleHidden(section, title) ?? false;
    const headingId = `${id}__title`;
    return (
      <chakra.section
        ref={groupRef}
        aria-labelledby={headingHidden ? undefined : headingId}
        id={id}
        tabIndex={-1}
        outline="none"
      >
        <Stack gap="4">
          {!headingHidden && title ? (
            <Heading as="h3" id={headingId} size="lg">
              {title}
            </Heading>
          ) : null}
          <FieldDescription id={id} text={descriptionText} />
          <FieldError id={id} messages={errors} />
          <FieldWarning id={id} messages={warnings} />
          {visible.length > 0 ? content : null}
        </Stack>
      </chakra.section>
    );
  }
  // An item of a list (a parcel, a meter) is headed by ArrayFieldItemTemplate ("Działka 1"); a second
  // legend with the item schema's title would only repeat it.
  if (typeof fieldPathId.path.at(-1) === 'number') {
    return (
      <Stack gap="4" id={id}>
        <FieldError id={id} messages={errors} />
        <FieldWarning id={id} messages={warnings} />
        {content}
      </Stack>
    );
  }
  return (
    <chakra.fieldset
      ref={groupRef}
      id={id}
      tabIndex={-1}
      outline="none"
      {...errorBar(errors.length > 0)}
      minW="0"
      aria-describedby={describedBy(id, {
        description: Boolean(descriptionText),
        error: errors.length > 0,
        warning: warnings.length > 0,
        computed: computed.length > 0,
      })}
    >
      {title ? (
        <chakra.legend fontWeight="bold" fontSize={depth === 2 ? 'lg' : 'md'} mb="3" float="left" w="full">
          {title}
          {required && depth > 2 ? <RequiredMark /> : null}
        </chakra.legend>
      ) : null}
      <Stack gap="4" clear="both">
        <FieldDescription id={id} text={descriptionText} />
        <FieldError id={id} messages={errors} />
        <FieldWarning id={id} messages={warnings} />
        {content}
      </Stack>
    </chakra.fieldset>
  );
}
