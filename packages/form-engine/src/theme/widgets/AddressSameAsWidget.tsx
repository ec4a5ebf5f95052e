// addressSameAs: "the correspondence address is the same as …" (schemas/defs/address.json
// correspondenceAddress): a choice, and for each "same as" option the address it stands for, read from the
// answers already given (ui:options.sources: option value -> JSON Pointers of candidate addresses; the
// first one filled is shown), so the applicant sees what they are agreeing to.
import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { getAtPointer } from '@portal/json-pointer';
import { useEngineRuntime } from '../../runtime/EngineContext.ts';
import { RadioWidget } from './RadioWidget.tsx';

/** A filled address as one line: its filled parts in schema order. */
export function addressLine(address: unknown): string | undefined {
  if (typeof address !== 'object' || address === null) return undefined;
  const parts = Object.values(address as Record<string, unknown>).filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : undefined;
}

export function AddressSameAsWidget(props: WidgetProps) {
  const { t } = useLingui();
  const runtime = useEngineRuntime();
  const sources = (props.options.sources ?? {}) as Record<string, string[]>;
  const data = runtime?.getFormData() ?? {};
  const enumOptions = (props.options.enumOptions ?? []).map((option) => {
    const pointers = sources[String(option.value)];
    if (!pointers) return option;
    const line = pointers.map((pointer) => addressLine(getAtPointer(data, pointer))).find(Boolean);
    return {
      ...option,
      schema: { ...(option.schema ?? {}), description: line ?? t`Tego adresu jeszcze nie podano` },
    };
  });
  return (
    <Stack gap="2">
      <RadioWidget {...props} options={{ ...props.options, enumOptions }} />
      {Object.keys(sources).length > 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {t`Adres możesz zmienić w poprzednich krokach.`}
        </Text>
      ) : null}
    </Stack>
  );
}
