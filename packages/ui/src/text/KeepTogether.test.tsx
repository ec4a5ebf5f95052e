import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { KeepTogether, unbreakableParts } from './KeepTogether.tsx';

const kept = (text: string) =>
  unbreakableParts(text)
    .filter((part) => part.keep)
    .map((part) => part.text);

describe('KeepTogether (postal codes, numbers and amounts never break across lines)', () => {
  it.each([
    ['ul. Słoneczna 3, 05-800 Pruszków', ['05-800']],
    ['ul. Lipowa 12/3, 00-950 Warszawa', ['12/3', '00-950']],
    ['Moc przyłączeniowa: 15 kW', ['15 kW']],
    ['Do zapłaty 1\u00a0234,56 zł', ['1\u00a0234,56 zł']],
    ['Faktura FV/2026/00012', ['FV/2026/00012']],
    ['Nowa-Wieś, Bielsko-Biała', []],
    ['Kod ma 6 cyfr i zmienia się co 30 sekund.', ['6 cyfr', '30 sekund']],
    ['co najmniej 10 znaków', ['10 znaków']],
    ['ul. Polna 24, 05-500 Piaseczno', ['05-500']],
  ])('%s keeps %j together', (text, tokens) => {
    expect(kept(text)).toEqual(tokens);
  });

  it('renders the text unchanged, each token in a nowrap span', () => {
    const { container } = renderWithUi(
      <p>
        <KeepTogether>{'ul. Słoneczna 3, 05-800 Pruszków'}</KeepTogether>
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('ul. Słoneczna 3, 05-800 Pruszków');
    const span = [...paragraph.querySelectorAll('span')].find((element) => element.textContent === '05-800');
    expect(span).toBeDefined();
    expect(getComputedStyle(span!).whiteSpace).toBe('nowrap');
  });
});
