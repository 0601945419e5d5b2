import { loginFormSchema, type LoginFormValues } from '@parts/contract/login';
import { MESSAGE } from '../forms/validation';

/** Login (SPEC section 5): the contract's login rules, with this app's i18n keys as messages. */
export const LoginSchema = loginFormSchema(MESSAGE);
export type LoginValues = LoginFormValues;
