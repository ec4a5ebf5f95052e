// bankAccount: 26 digits grouped 2 + 6×4 as typed (applications-spec §5); a pasted 'PL…' IBAN is accepted.
import type { WidgetProps } from '@rjsf/utils';
import { formatBankAccount } from '../../format/bankAccount.ts';
import { TextInputBase } from './TextInputBase.tsx';

export function BankAccountWidget(props: WidgetProps) {
  return <TextInputBase {...props} format={formatBankAccount} inputMode="numeric" width="24rem" />;
}
