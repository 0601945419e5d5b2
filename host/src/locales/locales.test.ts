import en from './en.json';
import bootEn from './boot/en.json';

// en/pl completeness: completeness.test.ts (the shop's one check)
test('the SPEC wording of the shell is verbatim in English', () => {
  expect(bootEn.loading).toBe('Loading Application...');
  expect(en.contentPage.loading).toBe('Loading Page...');
  expect(en.logout.message).toBe('Logging out!');
  expect(en.notFound.title).toBe('Page not found');
  expect(en.notFound.home).toBe('Return to home');
  expect(en.notFound.back).toBe('Back');
  expect(en.footer.rights).toBe('All rights reserved');
  expect(en.sidebar.login).toBe('Log in');
});
