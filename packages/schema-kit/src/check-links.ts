// Data lifecycle: a form's description may link to a page of the portal, written as Markdown
// (`[Ochrona danych osobowych](/ochrona-danych-osobowych)`, docs/schema-language.md "Links in
// descriptions"). A link must lead to a page the portal has (LINKABLE_PORTAL_PAGES: the wizard opens it in
// a new tab), and titles carry none: a title is also a label, an error summary's entry and an answer's name.
import { LINKABLE_PORTAL_PAGES } from '@portal/api-contract';
import { isJsonObject, linksIn, type JsonObject } from '@portal/form-model';
import { escapeSegment } from '@portal/json-pointer';

export interface LinkIssue {
  readonly pointer: string;
  readonly message: string;
}

const DESCRIPTION_KEYS = new Set(['description', 'ui:description']);
const TITLE_KEYS = new Set(['title', 'ui:title']);

/** Every misplaced or unknown link in a schema or a ui.json, by JSON pointer. */
export function linkIssues(document: JsonObject): LinkIssue[] {
  const issues: LinkIssue[] = [];
  const visit = (value: unknown, pointer: string, key: string): void => {
    if (typeof value === 'string') {
      const links = linksIn(value);
      if (links.length === 0) return;
      if (TITLE_KEYS.has(key)) {
        issues.push({
          pointer,
          message: 'tytuł nie może zawierać odnośnika: umieść go w opisie (description)',
        });
      } else if (DESCRIPTION_KEYS.has(key)) {
        for (const link of links.filter((found) => !LINKABLE_PORTAL_PAGES.includes(found.href))) {
          issues.push({
            pointer,
            message: `odnośnik „${link.text}” prowadzi do ${JSON.stringify(link.href)}, a nie do strony portalu (${LINKABLE_PORTAL_PAGES.join(', ')})`,
          });
        }
      }
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${pointer}/${index}`, ''));
    else if (isJsonObject(value))
      for (const [name, child] of Object.entries(value))
        visit(child, `${pointer}/${escapeSegment(name)}`, name);
  };
  visit(document, '', '');
  return issues;
}
