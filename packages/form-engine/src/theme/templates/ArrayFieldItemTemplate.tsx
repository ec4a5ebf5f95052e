import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { useContext } from 'react';
import { focusAfterRemoval } from '../focusAfterRemoval.ts';
import { ArrayMinItemsContext } from './arrayMinItems.ts';

/** One item of a list of groups: "Działka 2" with its fields and a "Usuń" button. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, buttonsProps, schema, itemKey, totalItems } = props;
  const minItems = useContext(ArrayMinItemsContext);
  const { t } = useLingui();
  const title = `${typeof schema.title === 'string' ? schema.title : t`Pozycja`} ${index + 1}`;
  return (
    <Box
      role="group"
      aria-labelledby={`${itemKey}-title`}
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
    >
      <Stack gap="3">
        <HStack justify="space-between" align="center">
          <Heading as="h4" size="md" id={`${itemKey}-title`}>
            {title}
          </Heading>
          {buttonsProps.hasRemove && totalItems > minItems ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              data-remove-item=""
              onClick={(event) => {
                // Focus goes to the next item's "Usuń", else the previous one's, else "Dodaj", else the
                // list (it fell to the page's body).
                const list = event.currentTarget.closest<HTMLElement>('[data-removal-scope]');
                buttonsProps.onRemoveItem(event);
                if (list)
                  focusAfterRemoval(
                    list,
                    index,
                    () =>
                      [...list.querySelectorAll<HTMLElement>('[data-add-item]')].find(
                        (button) => button.closest('[data-removal-scope]') === list,
                      ) ?? null,
                  );
              }}
              disabled={buttonsProps.disabled || buttonsProps.readonly}
            >
              {t`Usuń: ${title}`}
            </Button>
          ) : null}
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}
