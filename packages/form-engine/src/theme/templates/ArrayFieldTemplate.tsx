// Lists of groups (parcels, meters): a fieldset with the list's title, one framed block per item with its
// own "Usuń" button, and "Dodaj" below. The list's own errors (e.g. minItems) show under its legend.
import { Box, Button, chakra, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { useFieldErrors } from '../../runtime/EngineContext.ts';
import { describedBy } from '../fieldKind.ts';
import { ArrayMinItemsContext } from './arrayMinItems.ts';
import { FieldDescription, FieldError } from './FieldMessages.tsx';
import { errorBar } from './errorBar.ts';
import { RequiredMark } from './RequiredMark.tsx';

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, schema, fieldPathId, required, disabled, readonly, uiSchema } =
    props;
  const { t } = useLingui();
  const id = fieldPathId.$id;
  const errors = useFieldErrors(id, props.rawErrors);
  const description =
    typeof uiSchema?.['ui:description'] === 'string'
      ? uiSchema['ui:description']
      : (schema.description ?? '');
  const itemTitle =
    schema.items &&
    typeof schema.items === 'object' &&
    !Array.isArray(schema.items) &&
    typeof schema.items.title === 'string'
      ? schema.items.title
      : t`pozycję`;
  return (
    <chakra.fieldset
      id={id}
      data-removal-scope=""
      tabIndex={-1}
      outline="none"
      {...errorBar(errors.length > 0)}
      minW="0"
      aria-describedby={describedBy(id, { description: Boolean(description), error: errors.length > 0 })}
    >
      <chakra.legend fontWeight="bold" fontSize="lg" mb="2" float="left" w="full">
        {title}
        {required ? <RequiredMark /> : null}
      </chakra.legend>
      <Stack gap="4" clear="both">
        <FieldDescription id={id} text={description} />
        <FieldError id={id} messages={errors} />
        <ArrayMinItemsContext.Provider value={typeof schema.minItems === 'number' ? schema.minItems : 0}>
          {items}
        </ArrayMinItemsContext.Provider>
        {canAdd && !disabled && !readonly ? (
          <Box>
            <Button variant="outline" onClick={onAddClick} data-add-item="">
              {t`Dodaj: ${itemTitle}`}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </chakra.fieldset>
  );
}
