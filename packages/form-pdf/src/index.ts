// What the API serves and the form studio previews: the PDF-mode forms' fillable notifications and the
// information leaflet. The operator they print comes from the caller (./operator for its shape).
export {
  createNotificationDocuments,
  fileNameOf,
  generateNotificationPdf,
  type NotificationDocument,
  type NotificationDocuments,
} from './notification-documents.ts';
export { createLeaflets, INFORMATION_LEAFLET_TITLE, type Leaflet } from './information-leaflet.ts';
export type { PrintedOperator } from './operator.ts';
