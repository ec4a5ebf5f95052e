import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/api/queryClient.ts';
import { documentPageQuery } from '../api/documentQueries.ts';
import { DocumentPage } from './DocumentPage.tsx';
import { Markdown } from './Markdown.tsx';

const TERMS = [
  '**Treść przykładowa — operator musi ją zastąpić.** Wstęp.',
  '',
  '## 1. Postanowienia ogólne',
  '',
  'Zobacz [informację o danych](/ochrona-danych-osobowych) i [UODO](https://uodo.gov.pl).',
  '',
  '## 2. Usługi',
  '',
  '- składanie wniosków;',
  '- *płatności*.',
  '',
  '## 3. Reklamacje',
  '',
  '1. Napisz do nas.',
  '2. Odpowiemy w 14 dni.',
  '',
  '<script>alert(1)</script>',
].join('\n');

function renderPage(placeholder: boolean) {
  const client = createQueryClient();
  client.setQueryData(documentPageQuery('regulamin').queryKey, {
    slug: 'regulamin',
    title: 'Regulamin portalu',
    markdown: TERMS,
    placeholder,
  });
  return render(
    <UiProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <DocumentPage slug="regulamin" />
      </QueryClientProvider>
    </UiProvider>,
  );
}

describe('a document page', () => {
  it('shows the title, a table of contents and the text as headings, lists and links, never HTML', () => {
    renderPage(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Regulamin portalu' })).toBeVisible();
    expect(document.title).toBe('Regulamin portalu – Portal Klienta');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Postanowienia ogólne',
      '2. Usługi',
      '3. Reklamacje',
    ]);
    const contents = screen.getByRole('navigation', { name: 'Spis treści' });
    expect(within(contents).getByRole('link', { name: '2. Usługi' })).toHaveAttribute('href', '#2-uslugi');
    expect(screen.getByRole('heading', { level: 2, name: '2. Usługi' })).toHaveAttribute('id', '2-uslugi');
    expect(screen.getByRole('link', { name: 'informację o danych' })).toHaveAttribute(
      'href',
      '/ochrona-danych-osobowych',
    );
    expect(screen.getByRole('link', { name: 'UODO' })).toHaveAttribute('href', 'https://uodo.gov.pl');
    expect(screen.getAllByRole('list').map((list) => list.tagName)).toEqual(['UL', 'UL', 'OL']);
    expect(screen.getByText('płatności').tagName).toBe('EM');
    expect(screen.getByText('<script>alert(1)</script>')).toBeVisible();
    expect(document.querySelector('main script, script:not([src])')).toBeNull();
    expect(screen.queryByRole('status', { name: /Treść przykładowa/ })).toBeNull();
  });

  it('marks the sample content the operator must replace', () => {
    renderPage(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Treść przykładowa — operator musi ją zastąpić' +
        'To nie jest obowiązujący dokument. Portal pokazuje go tylko poza środowiskiem produkcyjnym.',
    );
  });

  it('leaves out the table of contents of a short text', () => {
    render(
      <UiProvider i18n={i18n}>
        <Markdown source={'## Jedna sekcja\n\nTekst.'} />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Jedna sekcja' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
