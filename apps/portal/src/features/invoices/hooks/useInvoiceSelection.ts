// portal-spec §2 Invoices: checkboxes and a select-all for the ACTIVE invoices of the pay section. The
// selection is kept as invoice numbers and read against the current list, so an invoice that stopped
// being payable (paid in another tab, found after a refresh) drops out of it by itself.
import type { Invoice } from '@portal/api-contract';
import { useCallback, useMemo, useState } from 'react';

export interface InvoiceSelection {
  selected: Invoice[];
  isSelected: (number: string) => boolean;
  toggle: (number: string) => void;
  /** Selects every selectable invoice, or none when all are selected already. */
  toggleAll: () => void;
  clear: () => void;
  allSelected: boolean;
  someSelected: boolean;
  selectableCount: number;
}

export function useInvoiceSelection(payable: readonly Invoice[]): InvoiceSelection {
  const [numbers, setNumbers] = useState<ReadonlySet<string>>(() => new Set());
  const selectable = useMemo(() => payable.filter((invoice) => invoice.status === 'ACTIVE'), [payable]);
  const selected = useMemo(
    () => selectable.filter((invoice) => numbers.has(invoice.number)),
    [selectable, numbers],
  );
  const allSelected = selectable.length > 0 && selected.length === selectable.length;

  const toggle = useCallback((number: string) => {
    setNumbers((current) => {
      const next = new Set(current);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    setNumbers(allSelected ? new Set() : new Set(selectable.map((invoice) => invoice.number)));
  }, [allSelected, selectable]);

  const clear = useCallback(() => setNumbers(new Set()), []);
  const isSelected = useCallback((number: string) => numbers.has(number), [numbers]);

  return {
    selected,
    isSelected,
    toggle,
    toggleAll,
    clear,
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    selectableCount: selectable.length,
  };
}
