/**
 * What every app shares as `react-i18next` (scripts/webpack/app-config.ts): a shared module is
 * shipped whole, and the apps use only `useTranslation` and `initReactI18next`; the package's
 * index would ship Trans, IcuTrans, withSSR and an HTML parser besides (about 6 KB brotli on every
 * page). `react-i18next-es` is an alias of the package's own ES build folder. Add an export here
 * before using another part of react-i18next (the build fails on a missing export).
 */
export { useTranslation } from 'react-i18next-es/useTranslation.js';
export { initReactI18next } from 'react-i18next-es/initReactI18next.js';
