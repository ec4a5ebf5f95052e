import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { IconButtonProps } from '@rjsf/utils';

export function AddButton({ onClick, disabled }: IconButtonProps) {
  const { t } = useLingui();
  return (
    <Button variant="outline" onClick={onClick} disabled={disabled}>
      {t`Dodaj`}
    </Button>
  );
}
