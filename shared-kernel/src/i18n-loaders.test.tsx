/**
 * An app's texts handed over as loaders: the language shown is loaded with its code, the other one
 * only when the dealer switches to it, and the switch waits for it (no keys on screen).
 */
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n, initI18n, setLocale, addTranslations, type Translations } from './i18n';
import { exposeFromRemote } from './remote';

/** A loader of one language's texts whose file arrives when the test says so. */
function pendingFile(texts: Record<string, unknown>) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<{ default: Record<string, unknown> }>((resolve) => {
    arrive = () => resolve({ default: texts });
  });
  const load = jest.fn(() => arrived);
  return { load, arrive: () => act(async () => arrive()) };
}

beforeAll(async () => {
  window.localStorage.setItem('i18nextLng', 'pl');
  await initI18n();
});

test('only the language shown is loaded; a switch loads the other one first and then changes every text at once', async () => {
  const pl = pendingFile({ title: 'Koszyk' });
  const en = pendingFile({ title: 'Cart' });
  const translations: Translations = { pl: pl.load, en: en.load };

  const registered = addTranslations('cart', translations);
  expect(pl.load).toHaveBeenCalledTimes(1);
  expect(en.load).not.toHaveBeenCalled();
  await pl.arrive();
  await registered;
  expect(i18n.t('cart:title')).toBe('Koszyk');

  // the switch asks for the English file and keeps the Polish texts until it is there
  setLocale('en');
  expect(en.load).toHaveBeenCalledTimes(1);
  expect(i18n.language).toBe('pl');
  expect(i18n.t('cart:title')).toBe('Koszyk');
  expect(i18n.t('loading')).toBe('Ładowanie');
  await en.arrive();
  expect(i18n.language).toBe('en');
  expect(i18n.t('cart:title')).toBe('Cart');
  expect(i18n.t('loading')).toBe('Loading');
  expect(window.localStorage.getItem('i18nextLng')).toBe('en');

  // back and forth: each file was asked for once
  setLocale('pl');
  expect(i18n.language).toBe('pl');
  setLocale('en');
  expect(i18n.language).toBe('en');
  expect(pl.load).toHaveBeenCalledTimes(1);
  expect(en.load).toHaveBeenCalledTimes(1);
});

test("a remote's page keeps its area's loading state until its texts in the language shown are in", async () => {
  // (English shown since the test before)
  const en = pendingFile({ heading: 'Shopping lists' });
  const pl = pendingFile({ heading: 'Listy zakupowe' });
  function Lists() {
    const { t } = useTranslation('lists');
    return <h1>{t('heading')}</h1>;
  }
  const Exposed = exposeFromRemote(
    { name: 'lists', version: '1.0.0', namespace: 'lists', translations: { en: en.load, pl: pl.load } },
    Lists,
  );

  await act(async () => {
    render(
      <Suspense fallback={<p>loading the area</p>}>
        <Exposed />
      </Suspense>,
    );
  });
  expect(screen.getByText('loading the area')).toBeTruthy();
  expect(screen.queryByRole('heading')).toBeNull();
  await en.arrive();
  expect(screen.getByRole('heading').textContent).toBe('Shopping lists');
  expect(pl.load).not.toHaveBeenCalled();
});
