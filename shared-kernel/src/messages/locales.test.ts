import { expectCompleteTranslations } from '../test-support';
import en from './locales/en.json';
import pl from './locales/pl.json';

test("the en and pl texts of the messages are complete; SPEC's fallback message verbatim in English", () => {
  expectCompleteTranslations(en, pl);
  expect(en.http.fallback).toBe('Server or network error, please try later.');
});
