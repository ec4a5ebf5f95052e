// Objects: the form's root lays out its sections; a section (top-level property, e.g. "Dane kontaktowe")
// is a <section> headed by an h3 (none when it repeats the step's own heading); any deeper group (an
// address, a person) is a <fieldset> with a <legend> (WCAG 1.3.1). Errors of the object itself (a rule on
// the group) show under its heading.
import { chakra, Heading, Stack } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useEngineRuntime, useFieldErrors } from '../../wizard/EngineContext.ts';
import { describedBy } from '../fieldKind.ts';
import { FieldDescription, FieldError } from './FieldMessages.tsx';
import { RequiredMark } from './RequiredMark.tsx';

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, description, fieldPathId, required, uiSchema } = props;
  const runtime = useEngineRuntime();
  const id = fieldPathId.$id;
  const errors = useFieldErrors(id);
  const depth = fieldPathId.path.length;
  const visible = properties.filter((property) => !property.hidden);
  const content = (
    <Stack gap={{ base: '5', md: '6' }}>
      {properties.map((property) => (
        <chakra.div key={property.name} display={property.hidden ? 'none' : undefined}>
          {property.content}
        </chakra.div>
      ))}
    </Stack>
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
      <chakra.section aria-labelledby={headingHidden ? undefined : headingId} id={id} tabIndex={-1} outline="none">
        <Stack gap="4">
          {!headingHidden && title ? (
            <Heading as="h3" id={headingId} size="lg">
              {title}
            </Heading>
          ) : null}
          <FieldDescription id={id} text={descriptionText} />
          <FieldError id={id} messages={errors} />
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
        {content}
      </Stack>
    );
  }
  return (
    <chakra.fieldset
      id={id}
      tabIndex={-1}
      outline="none"
      borderWidth="0"
      borderInlineStartWidth={errors.length > 0 ? '4px' : '0'}
      borderColor="border.error"
      ps={errors.length > 0 ? '4' : '0'}
      m="0"
      p="0"
      minW="0"
      aria-describedby={describedBy(id, { description: Boolean(descriptionText), error: errors.length > 0 })}
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
        {content}
      </Stack>
    </chakra.fieldset>
  );
}
