// The distribution operator as the portal prints it: its name, postal address, e-mail and the bank
// account for the advance on the connection fee (applications-spec §9). The API reads them from its
// environment (apps/api/src/operator.ts) for the PDF notifications (forms 8 and 10: where to send them), the
// confirmation e-mail (where to pay the advance) and the portal; the form studio previews the notifications
// with the placeholders. They live here because the PDFs print them and both apps render the PDFs.

export interface OperatorConfig {
  readonly name: string;
  /** Postal address, line by line (the first line is usually the addressee). */
  readonly postalAddress: readonly string[];
  /** Where signed notifications are e-mailed (forms 8 and 10). */
  readonly email: string;
  /** NRB (26 digits, grouped 2 + 6 × 4) for the advance on the connection fee. */
  readonly bankAccount: string;
}

/** What of the operator a paper form prints: its name in the header, its e-mail and postal address. */
export type PrintedOperator = Pick<OperatorConfig, 'name' | 'email' | 'postalAddress'>;

/** Development and test defaults: placeholders, refused by a production start of the API. */
export const PLACEHOLDER_OPERATOR: OperatorConfig = {
  name: 'Operator Systemu Dystrybucyjnego',
  postalAddress: [
    'Operator Systemu Dystrybucyjnego',
    'Biuro Obsługi Klienta – Mikroinstalacje',
    'ul. Przykładowa 1',
    '00-001 Warszawa',
  ],
  email: 'mikroinstalacje@osd.example.pl',
  bankAccount: '95 1010 0000 0000 0000 0000 0001',
};
