/**
 * `@parts/shared-kernel/messages`: what a screen needs to say things in the dealer's words and to
 * read numbers as the dealer types them. Not part of the kernel's shared index (which every first
 * page downloads): an app that shows messages or numeric fields imports it. Its texts (the
 * `messages` namespace: HTTP status titles, the client's own failure messages, number-field
 * messages) go into the shop's one i18next instance (react-i18next's, a shared singleton) the
 * first time they are needed.
 */
export { ensureMessages } from './texts';
export * from './numbers';
export { NumberField, useNumberDraft } from './NumberField';
