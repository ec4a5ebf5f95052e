// Plain form controls of the list screens (the case filters, the page input). @portal/ui registers only
// the recipes the first view needs (quality-bar "JS for the first view"), so these pass Chakra's own recipes
// in, and they load with the list screens' chunks only.
import { Input, NativeSelect, type InputProps, type NativeSelectFieldProps } from '@chakra-ui/react';
import { inputRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { controlChrome } from '@portal/ui';
import type { ReactNode } from 'react';

export function TextInput(props: InputProps) {
  return <Input recipe={inputRecipe} css={controlChrome} {...props} />;
}

export interface SelectInputProps extends NativeSelectFieldProps {
  children: ReactNode;
}

export function SelectInput({ children, ...field }: SelectInputProps) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
      <NativeSelect.Field css={controlChrome} {...field}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
