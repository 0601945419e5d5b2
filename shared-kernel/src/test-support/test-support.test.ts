import { http } from '../http';
import { answer, callsMade, cartLine, failure, server } from '.';
import { translationProblems } from './locales';

test('an answer a test builds against the contract is checked: one that breaks it fails the call loudly', async () => {
  const broken = { ...cartLine(), Quantity: 'one' } as unknown as ReturnType<typeof cartLine>;
  server.use(answer('GET /api/Level4/Cart', [broken]));
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(http.get('/api/Level4/Cart', { quiet: true })).rejects.toThrow();
  // MSW reports the handler's exception as a 500 and logs it
  expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('breaks the contract') }));
  log.mockRestore();
});

test('the calls made are recorded with their query', async () => {
  // a contract-keeping answer (no such order): the call itself, not its answer, is under test
  server.use(failure('GET /api/Order/get', 404, { title: 'Not found' }, 'Not Found'));
  await expect(http.get('/api/Order/get', { query: { id: 1 }, quiet: true })).rejects.toThrow();
  expect(callsMade()).toEqual(['GET /api/Order/get?id=1']);
});

test('the en/pl check finds a missing key, an empty text, a missing Polish plural form and different placeholders', () => {
  const en = { a: 'A', b: 'B {{name}}', parts_one: 'one part', parts_other: '{{count}} parts', c: 'C' };
  const pl = { a: '', b: 'B', parts_one: 'jedna część', parts_other: '{{count}} części' };
  expect(translationProblems(en, pl)).toEqual([
    'c: in en, missing in pl',
    'a: empty in pl',
    'parts_few: plural form missing in pl',
    'parts_many: plural form missing in pl',
    'b: placeholders differ (en name, pl none)',
  ]);
  expect(translationProblems({ a: 'A' }, { a: 'A' })).toEqual([]);
});
