import { addTranslations, i18n, initI18n } from './i18n';

it('a namespace registered before i18next starts (a remote running alone) is there once it has started', async () => {
  addTranslations('catalog', { pl: { title: 'Katalog' }, en: { title: 'Catalogue' } });
  await initI18n();
  expect(i18n.t('catalog:title')).toBe('Katalog');

  // and one registered afterwards, as remotes loaded by the host do
  addTranslations('account', { pl: { title: 'Konto' }, en: { title: 'Account' } });
  await i18n.changeLanguage('en');
  expect(i18n.t('catalog:title')).toBe('Catalogue');
  expect(i18n.t('account:title')).toBe('Account');
});
