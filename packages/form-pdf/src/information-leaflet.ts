// The information leaflet (portal-spec §7 and applications-spec §7: a leaflet download with the key
// 'information-leaflet'): one A4 page on how an application goes through the portal — what can be filed,
// the steps from sending to the case list (confirmation link valid 24 hours, verification in 3 working
// days, 7 for an account registration), the attachments' limits, the paper route of forms 8 and 10, and
// how to reach the operator. Typeset with the paper forms' fonts and page (notification-pdf.ts); the
// operator's name and addresses come from the caller (the API's configuration, apps/api/src/operator.ts),
// never from this file. Rendered once per process and kept in memory: nothing in it changes while the
// process runs.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { LeafletKey } from '@portal/api-contract';
import type { PrintedOperator } from './operator.ts';
import {
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_WIDTH,
  INK,
  MARGIN_X,
  MUTED,
  NAVY,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  PANEL,
} from './notification-pdf/layout.ts';
import { drawOperatorHeader } from './notification-pdf/page.ts';
import { drawLines, leading, loadFontFiles, textHeight, wrap, type Fonts } from './notification-pdf/text.ts';

/** The document's title: its first heading and the PDF's title (what a viewer shows in its title bar). */
export const INFORMATION_LEAFLET_TITLE = 'Ulotka informacyjna: jak złożyć wniosek w Portalu Klienta';

export interface Leaflet {
  readonly key: LeafletKey;
  /** The download's file name. */
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

interface Section {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly bullets?: readonly string[];
}

/** What the leaflet says; the limits are the portal's (applications-spec §5, §9; portal-spec §9). */
export function informationLeafletSections(operator: PrintedOperator): Section[] {
  return [
    {
      heading: 'Co załatwisz w portalu',
      paragraphs: [
        'W Portalu Klienta złożysz wniosek bez wizyty w biurze obsługi klienta i bez zakładania konta. ' +
          'Konto możesz założyć podczas składania wniosku – wtedy sprawdzisz w nim status swoich spraw, ' +
          'wyślesz do sprawy kolejne pisma i opłacisz faktury.',
      ],
      bullets: [
        'przyłączenie obiektu do sieci albo zwiększenie mocy przyłączeniowej,',
        'przyłączenie mikroinstalacji o mocy do 50 kW,',
        'usunięcie kolizji z urządzeniami elektroenergetycznymi,',
        'zgłoszenia i zlecenia usług technicznych.',
      ],
    },
    {
      heading: 'Jak przebiega sprawa',
      bullets: [
        '1. Wybierz rodzaj sprawy, wypełnij formularz krok po kroku i dołącz wymagane dokumenty.',
        '2. Potwierdź wniosek linkiem z wiadomości e-mail. Link jest ważny 24 godziny.',
        '3. Sprawdzimy wniosek w ciągu 3 dni roboczych (wniosek o rejestrację konta – w ciągu 7 dni roboczych).',
        '4. Sprawa pojawi się na liście spraw w portalu. O zmianie statusu powiadomimy Cię SMS-em lub e-mailem, jeśli tego chcesz.',
      ],
    },
    {
      heading: 'Załączniki',
      bullets: [
        'Pliki PDF, JPG, PNG albo TIF (rysunki także DWG).',
        'Każdy plik najwyżej 10 MB, wszystkie razem najwyżej 50 MB; plik nie może być pusty.',
        'Każdy plik sprawdzamy programem antywirusowym przed przyjęciem wniosku.',
      ],
    },
    {
      heading: 'Zgłoszenie mikroinstalacji na papierze',
      paragraphs: [
        'Zgłoszenia mikroinstalacji (formularze nr 8 i 10) pobierzesz w portalu jako formularz PDF. ' +
          'Wypełnij go, podpisz i wyślij z załącznikami e-mailem (podpis kwalifikowany) albo pocztą.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [`E-mail: ${operator.email}`, `Adres: ${operator.postalAddress.join(', ')}`],
    },
  ];
}

const TITLE_SIZE = 16;
const HEADING_SIZE = 10.5;
const BODY_SIZE = 9;
const BULLET_INDENT = 12;

/** The leaflet's bytes: one A4 page (a second one only if the operator's address is very long). */
export async function renderInformationLeaflet(operator: PrintedOperator): Promise<Uint8Array> {
  const files = await loadFontFiles();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
  };
  doc.setTitle(INFORMATION_LEAFLET_TITLE, { showInWindowTitleBar: true });
  doc.setAuthor(operator.name);
  doc.setSubject('Jak złożyć wniosek przez Portal Klienta i co dzieje się z nim dalej.');
  doc.setCreator('Portal Klienta OSD');
  doc.setLanguage('pl-PL');

  let page: PDFPage;
  let y = CONTENT_TOP;
  const newPage = () => {
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    drawOperatorHeader(page, fonts, operator.name, 'Ulotka informacyjna');
    y = CONTENT_TOP;
  };
  /** Room for `height` more points, or a new page. */
  const room = (height: number) => {
    if (y - height < CONTENT_BOTTOM) newPage();
  };
  newPage();

  const title = wrap(INFORMATION_LEAFLET_TITLE, fonts.bold, TITLE_SIZE, CONTENT_WIDTH);
  y -= drawLines(page!, title, MARGIN_X, y, { font: fonts.bold, size: TITLE_SIZE, color: NAVY }) + 10;

  for (const section of informationLeafletSections(operator)) {
    const heading = wrap(section.heading, fonts.bold, HEADING_SIZE, CONTENT_WIDTH - 12);
    const headingHeight = textHeight(heading.length, HEADING_SIZE) + 8;
    room(headingHeight + 2 * leading(BODY_SIZE));
    page!.drawRectangle({
      x: MARGIN_X,
      y: y - headingHeight + 2,
      width: CONTENT_WIDTH,
      height: headingHeight,
      color: PANEL,
    });
    page!.drawRectangle({
      x: MARGIN_X,
      y: y - headingHeight + 2,
      width: 2.5,
      height: headingHeight,
      color: NAVY,
    });
    drawLines(page!, heading, MARGIN_X + 8, y - 3, { font: fonts.bold, size: HEADING_SIZE, color: NAVY });
    y -= headingHeight + 6;

    for (const paragraph of section.paragraphs ?? []) {
      const lines = wrap(paragraph, fonts.regular, BODY_SIZE, CONTENT_WIDTH);
      room(textHeight(lines.length, BODY_SIZE));
      y -= drawLines(page!, lines, MARGIN_X, y, { font: fonts.regular, size: BODY_SIZE, color: INK }) + 4;
    }
    for (const bullet of section.bullets ?? []) {
      const numbered = /^\d+\. /.exec(bullet);
      const marker = numbered ? numbered[0].trim() : '•';
      const text = numbered ? bullet.slice(numbered[0].length) : bullet;
      const lines = wrap(text, fonts.regular, BODY_SIZE, CONTENT_WIDTH - BULLET_INDENT);
      room(textHeight(lines.length, BODY_SIZE));
      drawLines(page!, [marker], MARGIN_X, y, { font: fonts.bold, size: BODY_SIZE, color: NAVY });
      y -=
        drawLines(page!, lines, MARGIN_X + BULLET_INDENT, y, {
          font: fonts.regular,
          size: BODY_SIZE,
          color: INK,
        }) + 3;
    }
    y -= 8;
  }

  const note = wrap(
    'Ulotka ma charakter informacyjny. Wiążące są warunki podane w formularzach i w odpowiedziach operatora.',
    fonts.regular,
    7.5,
    CONTENT_WIDTH,
  );
  room(textHeight(note.length, 7.5));
  drawLines(page!, note, MARGIN_X, y, { font: fonts.regular, size: 7.5, color: MUTED });
  // Without object streams: the document information (title, author) stays readable to simple tools.
  return doc.save({ useObjectStreams: false });
}

/** The leaflets by key, each rendered on its first request and then served from memory. */
export function createLeaflets(operator: PrintedOperator): { get(key: LeafletKey): Promise<Leaflet> } {
  const rendered = new Map<LeafletKey, Promise<Leaflet>>();
  return {
    get(key) {
      let leaflet = rendered.get(key);
      if (!leaflet) {
        leaflet = renderInformationLeaflet(operator).then((bytes) => ({
          key,
          fileName: 'ulotka-informacyjna.pdf',
          bytes,
        }));
        // A failed rendering is tried again on the next request.
        leaflet.catch(() => rendered.delete(key));
        rendered.set(key, leaflet);
      }
      return leaflet;
    },
  };
}
