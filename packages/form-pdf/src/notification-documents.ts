// The downloadable notifications (applications-spec §1: forms 8 and 10 are filed outside the portal):
// for every PDF-mode form whose folder has schema.json and ui.json, the fillable PDF generated from them
// and its pdf.json. Generated on the first request and kept in memory per form version, so a changed
// form (a new version in the catalog) gets a new document and the rest are served from memory. The
// operator's name and where to send the form come from the caller (the API's configuration,
// apps/api/src/operator.ts), never from the form's files, so a production PDF cannot carry a placeholder
// address.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormEntry } from '@portal/form-catalog';
import { formFolder, readCatalog, readForm } from '@portal/form-catalog/node';
import type { PrintedOperator } from './operator.ts';
import { renderNotificationPdf } from './notification-pdf.ts';
import { paperFormLayout } from './paper-form.ts';

/** schemas/forms/<id>-<slug>/pdf.json (schemas/meta/pdf-form.schema.json). */
interface PdfFormFile {
  downloadPath: string;
  instructions: string[];
  attachments: string[];
}

export interface NotificationDocument {
  readonly formId: number;
  readonly version: string;
  /** The download's file name: the form folder's slug, e.g. zgloszenie-mikroinstalacji.pdf. */
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

export interface NotificationDocuments {
  /** Ids of the forms with a generated document. */
  readonly formIds: readonly number[];
  /** The document of a PDF-mode form, or undefined for an unknown or online form. */
  get(formId: number): Promise<NotificationDocument | undefined>;
}

function isPaperForm(schemasDir: string, entry: FormEntry): boolean {
  const folder = formFolder(schemasDir, entry);
  return (
    entry.mode === 'pdf' &&
    ['schema.json', 'ui.json', 'pdf.json'].every((name) => existsSync(path.join(folder, name)))
  );
}

export function fileNameOf(entry: Pick<FormEntry, 'id' | 'folder'>): string {
  return `${entry.folder.replace(new RegExp(`^${entry.id}-`), '')}.pdf`;
}

/** Renders one form's PDF from its files as they are on disk now. */
export async function generateNotificationPdf(
  schemasDir: string,
  entry: FormEntry,
  operator: PrintedOperator,
): Promise<Uint8Array> {
  const { schema, ui } = readForm(schemasDir, entry);
  if (!ui) throw new Error(`form ${entry.id} has no ui.json`);
  const pdf = JSON.parse(
    readFileSync(path.join(formFolder(schemasDir, entry), 'pdf.json'), 'utf8'),
  ) as PdfFormFile;
  return renderNotificationPdf({
    formId: entry.id,
    version: entry.version,
    operator: operator.name,
    form: paperFormLayout(schema, ui),
    instructions: pdf.instructions,
    attachments: pdf.attachments,
    sendTo: { email: operator.email, postalAddress: operator.postalAddress },
  });
}

export function createNotificationDocuments(
  schemasDir: string,
  operator: PrintedOperator,
): NotificationDocuments {
  const entries = new Map(
    readCatalog(schemasDir)
      .forms.filter((entry) => isPaperForm(schemasDir, entry))
      .map((entry) => [entry.id, entry]),
  );
  // Keyed by id and version; a failed generation is forgotten so the next request tries again.
  const cache = new Map<string, Promise<Uint8Array>>();
  return {
    formIds: [...entries.keys()],
    async get(formId) {
      const entry = entries.get(formId);
      if (!entry) return undefined;
      const key = `${entry.id}@${entry.version}`;
      let bytes = cache.get(key);
      if (!bytes) {
        bytes = generateNotificationPdf(schemasDir, entry, operator);
        cache.set(key, bytes);
        bytes.catch(() => cache.delete(key));
      }
      return { formId, version: entry.version, fileName: fileNameOf(entry), bytes: await bytes };
    },
  };
}
