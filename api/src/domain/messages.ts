/**
 * Server messages in English and Polish. Until the API answers in the request's language
 * (Accept-Language, pl by default), `english()` gives the text that is sent.
 */
export interface Message {
  en: string;
  pl: string;
}

export const MESSAGES = {
  /** SetPassword, or an e-mail change, with a current password that is not the customer's. */
  currentPasswordWrong: { en: 'The current password is incorrect.', pl: 'Obecne hasło jest nieprawidłowe.' },
  /** Customer/Update changing the e-mail address without the current password. */
  currentPasswordRequired: {
    en: 'Enter your current password to change the e-mail address.',
    pl: 'Podaj obecne hasło, aby zmienić adres e-mail.',
  },
} as const satisfies Record<string, Message>;

export const english = (message: Message): string => message.en;
