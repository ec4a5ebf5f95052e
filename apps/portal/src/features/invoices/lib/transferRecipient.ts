// The transfer's recipient (portal-spec §2 Transfer data shows the account number and the title; the
// recipient's name is what a banking app asks for too). The QR code holds at most 20 characters of name
// (transferQr.ts), so it carries the short name. The operator's NIP is not in the spec: the field is left
// empty, which the 2D code allows.
export const TRANSFER_RECIPIENT = {
  name: 'Operator Systemu Dystrybucyjnego',
  qrName: 'Operator OSD',
  nip: '',
} as const;
