/**
 * The server's own messages in the request's language. Code everywhere writes the English text
 * (SPEC section 8 words it verbatim); what leaves the API passes through `translate`, which
 * looks the text up here. A new message gets its Polish text by one entry in POLISH (a fixed
 * text) or in PATTERNS (a text with a value in it); a message without an entry goes out in
 * English (the fallback), and api/test/messages.test.ts lists the ones the API can send.
 * Polish texts match the front ends' pl locale files where the same message exists there.
 */
import type { Language } from './language';

/** Fixed messages: English text -> Polish text. */
const POLISH: ReadonlyMap<string, string> = new Map([
  // http/errors.ts and domain/errors.ts
  ['One or more validation errors occurred.', 'Wystąpił co najmniej jeden błąd walidacji.'],
  ['Not found', 'Nie znaleziono'],
  ['Unauthorized', 'Brak autoryzacji'],
  // the dealer's team (extension team, domain/team.ts)
  ['Forbidden', 'Brak uprawnień'],
  ['Your role does not allow this.', 'Twoja rola na to nie pozwala.'],
  ['The invitation link is invalid or expired.', 'Link z zaproszeniem jest nieprawidłowy lub wygasł.'],
  ['You cannot change your own account here.', 'Tutaj nie możesz zmienić własnego konta.'],
  ['The employee has already accepted the invitation.', 'Pracownik już przyjął zaproszenie.'],
  ['This order is no longer waiting for approval.', 'To zamówienie nie czeka już na zatwierdzenie.'],
  ['You cannot approve your own order.', 'Nie możesz zatwierdzić własnego zamówienia.'],
  [
    'The prices have changed since you looked: check the order again.',
    'Ceny zmieniły się od Twojego sprawdzenia: sprawdź zamówienie ponownie.',
  ],
  ['MonthlyLimit must be a number.', 'Limit miesięczny musi być liczbą.'],
  ['MonthlyLimit must be at least 0.', 'Limit miesięczny musi wynosić co najmniej 0.'],
  ['MonthlyLimit must be at most 100000000.', 'Limit miesięczny może wynosić najwyżej 100000000.'],
  ['Total must be a number.', 'Suma musi być liczbą.'],
  ['Total must be at least 0.', 'Suma musi wynosić co najmniej 0.'],
  ['Only the company\u2019s own login may change its e-mail address.', 'Tylko główne konto firmy może zmienić jej adres e-mail.'],
  ['Internal Server Error', 'Wewnętrzny błąd serwera'],
  ['Malformed JSON body.', 'Nieprawidłowy JSON w treści żądania.'],
  ['Unsupported content type: send application/json.', 'Nieobsługiwany typ treści: wyślij application/json.'],
  ['The request body is too large.', 'Treść żądania jest zbyt duża.'],
  ['Too many login attempts. Try again later.', 'Zbyt wiele prób logowania. Spróbuj ponownie później.'],
  ['Too many requests. Try again later.', 'Zbyt wiele żądań. Spróbuj ponownie później.'],
  [
    'An integration API key is required (X-Api-Key or Authorization: Bearer).',
    'Wymagany jest klucz API integracji (X-Api-Key lub Authorization: Bearer).',
  ],
  // an order's life reported by the ERP (contract/src/integration.ts, domain/order-life.ts)
  ['A backordered line needs its ExpectedDate.', 'Pozycja zamówiona później (backorder) wymaga ExpectedDate.'],
  ['A cancelled line needs its Reason.', 'Anulowana pozycja wymaga Reason (powodu).'],
  ['State must be confirmed, backordered or cancelled.', 'State: confirmed, backordered lub cancelled.'],
  ['TrackingUrl must be an https:// link.', 'TrackingUrl: podaj link https://.'],
  ['LineId must be a line id of the order.', 'LineId: podaj identyfikator pozycji zamówienia.'],
  ['Kind must be invoice or credit-note.', 'Kind: invoice lub credit-note.'],
  ['Currency must be a currency code (PLN).', 'Currency: podaj kod waluty (PLN).'],
  ['DueDate must not be before IssueDate.', 'Termin płatności (DueDate) nie może być przed datą wystawienia (IssueDate).'],
  ['A credit note needs the number of the invoice it Corrects.', 'Korekta wymaga numeru korygowanej faktury (Corrects).'],
  // saved offers (extension saved-offers, contract/src/offers.ts, domain/offers.ts)
  ['Give the customer\u2019s phone or e-mail.', 'Podaj telefon lub e-mail klienta.'],
  ['The offer has no customer e-mail.', 'Oferta nie ma adresu e-mail klienta.'],
  ['OrderDiscount must be 0 or less.', 'Rabat na całe zamówienie nie może być dodatni.'],
  ['ValidUntil must be a date (yyyy-mm-dd).', 'Ważna do: podaj datę (rrrr-mm-dd).'],
  // sign-in, customer, addresses, lists, orders
  [
    'Login was unsuccessful. Please correct the errors and try again. The credentials provided are incorrect',
    // says what to correct (the issue 27 tour: 'Popraw błędy' named no error)
    'Logowanie nie powiodło się: nieprawidłowy adres e-mail lub hasło. Sprawdź oba pola i spróbuj ponownie.',
  ],
  ['The e-mail address is already registered.', 'Ten adres e-mail jest już zarejestrowany.'],
  ['The recovery link is invalid or expired.', 'Link do odzyskania hasła jest nieprawidłowy lub wygasł.'],
  ['Wrong email', 'Nieprawidłowy adres e-mail'],
  ['lang must be pl or en.', 'lang: pl lub en.'],
  ['The current password is incorrect.', 'Obecne hasło jest nieprawidłowe.'],
  ['Enter your current password to change the e-mail address.', 'Podaj obecne hasło, aby zmienić adres e-mail.'],
  ['Country is unknown.', 'Nieznany kraj.'],
  ['This country has no states or provinces.', 'Ten kraj nie ma województw ani regionów.'],
  ['State / province is required.', 'Województwo / region jest wymagane.'],
  ['State / province does not belong to the country.', 'Województwo / region nie należy do tego kraju.'],
  ['You already have a list with this name.', 'Masz już listę o tej nazwie.'],
  ['Dealer-system orders are not enabled.', 'Zamówienia z systemu dealerskiego są wyłączone.'],
  ['Idempotency-Key must be 1 to 100 visible characters.', 'Idempotency-Key: od 1 do 100 widocznych znaków.'],
  [
    'This Idempotency-Key was used with another request: send a new key for a new request.',
    'Ten Idempotency-Key użyto już z innym żądaniem: wyślij nowy klucz z nowym żądaniem.',
  ],
  // returns (domain/returns.ts, contract/src/returns.ts, extension returns)
  [
    'Nothing of this line is delivered yet: only delivered parts can be returned.',
    'Nic z tej pozycji nie zostało jeszcze dostarczone: zwrócić można tylko dostarczone części.',
  ],
  ['All of this line that was delivered is returned already.', 'Wszystko, co dostarczono z tej pozycji, jest już zwrócone.'],
  ['A description is required for a defect or a warranty claim.', 'Przy wadzie lub reklamacji gwarancyjnej opis jest wymagany.'],
  ['LineId must be a line of the order.', 'LineId musi być pozycją zamówienia.'],
  ['A photo must be an image (JPEG, PNG or WebP).', 'Zdjęcie musi być obrazem (JPEG, PNG lub WebP).'],
  ['A photo must be an image (JPEG, PNG or WebP) in base64.', 'Zdjęcie musi być obrazem (JPEG, PNG lub WebP) w base64.'],
  ['A photo must be at most 1 MiB.', 'Zdjęcie może mieć najwyżej 1 MiB.'],
  ['At most 3 photos.', 'Najwyżej 3 zdjęcia.'],
  ['A rejection needs its Reason.', 'Odrzucenie wymaga podania przyczyny (Reason).'],
  [
    'Reason must be one of wrong-part, damaged-in-transit, surplus, defect, warranty.',
    'Przyczyna musi być jedną z: wrong-part, damaged-in-transit, surplus, defect, warranty.',
  ],
  ['Decision must be approved or rejected.', 'Decision musi mieć wartość approved lub rejected.'],
  [
    'state must be one of requested, approved, rejected, received, credited.',
    'state musi być jednym z: requested, approved, rejected, received, credited.',
  ],
  // search by part name (contract/src/catalogue.ts, extension name-search)
  ['Type at least 3 characters of the part name.', 'Wpisz co najmniej 3 znaki nazwy części.'],
  ['VehicleKeyList must be a list.', 'VehicleKeyList: oczekiwano listy.'],
  ['VehicleKeyList has at most 500 entries.', 'VehicleKeyList: najwyżej 500 pozycji.'],
  // vehicles
  ['Vehicle not found', 'Nie znaleziono pojazdu'],
  ['Enter the full VIN (17 characters) or its last 7.', 'Wpisz pełny VIN (17 znaków) lub jego 7 ostatnich znaków.'],
  ['Choose the month first.', 'Najpierw wybierz miesiąc.'],
  // cart and lists (contract/src/cart.ts, lists.ts)
  ['Product temporarily unavailable.', 'Produkt chwilowo niedostępny.'],
  ['Product temporarily unavailable: not added to the cart.', 'Produkt chwilowo niedostępny: nie dodano do koszyka.'],
  ['Not in stock: nothing was added to the cart.', 'Brak na stanie: nic nie dodano do koszyka.'],
  ['Max 100 items.', 'Maksymalnie 100 pozycji.'],
  ['Send a list of { sku, quantity } rows.', 'Wyślij listę wierszy { sku, quantity }.'],
  ['Items must be a list of { Sku, Quantity }.', 'Items musi być listą { Sku, Quantity }.'],
  ['Send part numbers or { Sku } objects.', 'Wyślij numery części lub obiekty { Sku }.'],
  ['Send a list of part numbers.', 'Wyślij listę numerów części.'],
  ['A code has at most 40 characters.', 'Kod ma najwyżej 40 znaków.'],
  ['No vehicle has this id.', 'Nie ma pojazdu o tym identyfikatorze.'],
  ['At most 500 vehicle conditions.', 'Najwyżej 500 warunków pojazdu.'],
  // checkout
  ['Your shopping cart is empty.', 'Twój koszyk jest pusty.'],
  ['Please accept the terms of service.', 'Zaakceptuj regulamin.'],
  ['Choose a billing address.', 'Wybierz adres rozliczeniowy.'],
  ['The pickup point is unknown.', 'Nieznany punkt odbioru.'],
  ['Choose a shipping address or pickup in store.', 'Wybierz adres dostawy lub odbiór osobisty.'],
  ['Choose a shipping method.', 'Wybierz sposób dostawy.'],
  ['Choose a payment method.', 'Wybierz sposób płatności.'],
  ['this shipping', 'tego sposobu dostawy'],
  // catalogue and vehicle data the code names (domain/products.ts, domain/vehicles.ts)
  ['(all vehicles)', '(wszystkie pojazdy)'],
  ['Passenger cars', 'Samochody osobowe'],
  ['Motorcycles', 'Motocykle'],
  ['Engine oil', 'Olej silnikowy'],
  ['Coolant', 'Płyn chłodzący'],
  [
    'With oil filter change; approved oils per service sheet 229.5.',
    'Z wymianą filtra oleju; dopuszczone oleje według karty serwisowej 229.5.',
  ],
  ['Mix 50:50 with water, antifreeze down to -37 °C.', 'Mieszać 50:50 z wodą, ochrona przed zamarzaniem do -37 °C.'],
]);

/** Field names the API's messages use, in Polish (contract/src/fields.ts labels). */
const LABELS: ReadonlyMap<string, string> = new Map([
  ['A code', 'Kod'],
  ['First name', 'Imię'],
  ['Last name', 'Nazwisko'],
  ['Email', 'E-mail'],
  ['Phone', 'Telefon'],
  ['Company', 'Firma'],
  ['VAT number', 'NIP'],
  ['Fax', 'Faks'],
  ['City', 'Miasto'],
  ['Address', 'Adres'],
  ['Address 2', 'Adres 2'],
  ['Street address', 'Ulica i numer'],
  ['Street address 2', 'Ulica i numer 2'],
  ['Zip / postal code', 'Kod pocztowy'],
  ['Country', 'Kraj'],
  ['State / province', 'Województwo / region'],
  ['Name', 'Nazwa'],
  ['Password', 'Hasło'],
  ['New password', 'Nowe hasło'],
  ['Confirm new password', 'Powtórz nowe hasło'],
  ['Current password', 'Obecne hasło'],
  ['Quantity', 'Ilość'],
  ['Billing address', 'Adres rozliczeniowy'],
  ['Shipping address', 'Adres dostawy'],
  ['Newsletter', 'Newsletter'],
  ['Your reference', 'Twój numer referencyjny'],
  // the vehicle filter levels (domain/vehicles.ts)
  ['brand', 'markę'],
  ['category', 'kategorię'],
  ['catalog', 'katalog'],
  ['type', 'typ'],
  ['serie', 'serię'],
  ['body', 'nadwozie'],
  ['model', 'model'],
  ['engine', 'silnik'],
  ['version', 'wersję'],
  ['steering', 'układ kierowniczy'],
  ['transmission', 'skrzynię biegów'],
  ['year', 'rok'],
  ['CustomerName', 'Klient'],
  ['CustomerPhone', 'Telefon'],
  ['CustomerEmail', 'E-mail'],
  ['CustomerVatNumber', 'NIP'],
  ['Vehicle', 'Pojazd'],
  ['ValidUntil', 'Ważna do'],
  ['Discount', 'Rabat'],
  ['OrderDiscount', 'Rabat na całe zamówienie'],
]);

const label = (name: string): string => LABELS.get(name) ?? name;

/** The rules of an invoice's amounts (domain/invoices.ts) in Polish. */
const CENT_RULES: ReadonlyMap<string, string> = new Map([
  ['Quantity × UnitNet', 'ilość × cena jednostkowa netto'],
  ['Net × VatRate', 'netto × stawka VAT'],
  ['Net + Vat', 'netto + VAT'],
  ["the sum of the lines' Net", 'suma netto pozycji'],
  ["the sum of the lines' Vat", 'suma VAT pozycji'],
  ['NetTotal + VatTotal', 'NetTotal + VatTotal'],
]);

/** Messages with a value in them: the English pattern and its Polish text. */
const PATTERNS: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  // part supersession (domain/supersession.ts SUPERSESSION_NOTICES, extension supersession)
  [/^The API key lacks the scope (\S+)\.$/, (scope = '') => `Klucz API nie ma uprawnienia ${scope}.`],
  // an order's life reported by the ERP (domain/order-life.ts)
  [/^Line (\d+) is not a line of order (\d+)\.$/, (line = '', order = '') => `Pozycja ${line} nie należy do zamówienia ${order}.`],
  [
    /^Line (\d+) is on a VOR \(vehicle off road\) order: confirm it or cancel it with the reason, never backorder it\.$/,
    (line = '') =>
      `Pozycja ${line} należy do zamówienia VOR (pojazd unieruchomiony): potwierdź ją albo anuluj z powodem, nigdy nie zamawiaj później (backorder).`,
  ],
  [
    /^Line (\d+) \((.+)\): (\d+) is more than ordered less shipped \((\d+)\)\.$/,
    (line = '', sku = '', quantity = '', rest = '') =>
      `Pozycja ${line} (${sku}): ${quantity} to więcej niż zamówiono minus wysłano (${rest}).`,
  ],
  [
    /^Line (\d+) \((.+)\) was cancelled: (\d+) left to ship\.$/,
    (line = '', sku = '', rest = '') => `Pozycja ${line} (${sku}) została anulowana: do wysłania zostało ${rest}.`,
  ],
  [/^Delivery note (.+) was reported before with other data\.$/, (note = '') => `Dokument WZ ${note} zgłoszono już z innymi danymi.`],
  // returns (domain/returns.ts)
  [/^Part (.+) cannot be returned\.$/, (sku = '') => `Części ${sku} nie można zwrócić.`],
  [
    /^The return window of (\d+) days ended on (\d{4}-\d{2}-\d{2})\.$/,
    (days = '', until = '') => `Termin zwrotu (${days} dni) minął ${until}.`,
  ],
  [
    /^(\d+) is more than delivered less already returned \((\d+)\)\.$/,
    (quantity = '', rest = '') => `${quantity} to więcej niż dostarczono minus już zwrócono (${rest}).`,
  ],
  [
    /^Return (\S+) is (\w+): it cannot be (\w+)\.$/,
    (number = '', state = '', target = '') => `Zwrot ${number} ma status ${state}: nie może przejść w ${target}.`,
  ],
  [/^(.+) is not a credit note of order (.+)\.$/, (note = '', order = '') => `${note} nie jest fakturą korygującą zamówienia ${order}.`],
  [/^Delivery note (.+) not found\.$/, (note = '') => `Nie znaleziono dokumentu WZ ${note}.`],
  [/^Invoice (.+) was reported before with other data\.$/, (number = '') => `Fakturę ${number} zgłoszono już z innymi danymi.`],
  [/^(\S+) must be a whole number of cents\.$/, (name = '') => `${label(name)}: kwota w pełnych groszach.`],
  [
    /^(\S+) must be (.+) to the cent: (\S+)\.$/,
    (name = '', rule = '', value = '') => `${label(name)}: musi wynosić ${CENT_RULES.get(rule) ?? rule} co do grosza: ${value}.`,
  ],
  [/^Corrects must be the number of an invoice of order (\d+)\.$/, (order = '') => `Corrects: podaj numer faktury zamówienia ${order}.`],
  [/^(\S+) must be a date \(yyyy-mm-dd\)\.$/, (name = '') => `${label(name)}: podaj datę (rrrr-mm-dd).`],
  [/^(\S+) must be a time with its offset \(ISO 8601\)\.$/, (name = '') => `${label(name)}: podaj czas ze strefą (ISO 8601).`],
  [/^(\S+) replaced by (.+)$/, (sku = '', by = '') => `${sku} zastąpiony przez ${by}`],
  [
    /^(\S+) is superseded and has no current part: nothing was added to the cart\.$/,
    (sku = '') => `${sku} został zastąpiony, ale nie ma części aktualnej: nic nie dodano do koszyka.`,
  ],
  [/^(.+) is required\.$/, (name = '') => `${label(name)}: pole jest wymagane.`],
  [/^(.+) must be at most (\d+) characters\.$/, (name = '', max = '') => `${label(name)}: najwyżej ${max} znaków.`],
  [/^(.+) must have at least (\d+) characters\.$/, (name = '', min = '') => `${label(name)}: co najmniej ${min} znaków.`],
  [/^(.+) must not contain control characters\.$/, (name = '') => `${label(name)}: niedozwolone znaki sterujące.`],
  [/^Invalid type: Expected (.+)\.$/, (expected = '') => `Nieprawidłowy typ: oczekiwano ${expected}.`],
  [/^(.+) must be text\.$/, (name = '') => `${label(name)}: oczekiwano tekstu.`],
  [/^(.+) must be a whole number\.$/, (name = '') => `${label(name)}: oczekiwano liczby całkowitej.`],
  [/^(.+) must be a number\.$/, (name = '') => `${label(name)}: oczekiwano liczby.`],
  [/^(.+) must be at least (\d+)\.$/, (name = '', min = '') => `${label(name)}: co najmniej ${min}.`],
  [/^(.+) must be at most (\d+)\.$/, (name = '', max = '') => `${label(name)}: najwyżej ${max}.`],
  [/^(.+) must be true or false\.$/, (name = '') => `${label(name)}: oczekiwano true lub false.`],
  [/^(.+) must be sent Base64-encoded\.$/, (name = '') => `${label(name)}: wyślij zakodowane w Base64.`],
  [/^At most (\d+) items\.$/, (max = '') => `Najwyżej ${max} pozycji.`],
  [/^At most (\d+) items per line\.$/, (max = '') => `Najwyżej ${max} sztuk w pozycji.`],
  [/^SKU (.+) not found$/, (sku = '') => `Nie znaleziono numeru ${sku}`],
  // a notice about one part of several: the dealer's words for the number ('Nr części'), not 'SKU'
  [/^SKU (\S+): (.+)$/s, (sku = '', notice = '') => `Nr części ${sku}: ${polishOf(notice) ?? notice}`],
  [/^(.+): Product temporarily unavailable\.$/, (part = '') => `${part}: Produkt chwilowo niedostępny.`],
  // a part withdrawn by a catalogue feed (domain/place-order.ts)
  [
    /^(.+): Withdrawn from the catalogue, replaced by (\S+)\. Remove it from the cart\.$/,
    (part = '', sku = '') => `${part}: Wycofana z katalogu, zastąpiona przez ${sku}. Usuń ją z koszyka.`,
  ],
  [/^(.+): Withdrawn from the catalogue\. Remove it from the cart\.$/, (part = '') => `${part}: Wycofana z katalogu. Usuń ją z koszyka.`],
  [/^The order note may have at most (\d+) characters\.$/, (max = '') => `Uwagi do zamówienia mogą mieć najwyżej ${max} znaków.`],
  // the cart's stock rule (domain/cart.ts CART_NOTICES)
  [
    /^Only (\d+) in stock, all of them already in the cart: nothing was added\.$/,
    (stock = '') => `Na stanie tylko ${stock} szt., wszystkie są już w koszyku: nic nie dodano.`,
  ],
  [
    /^Only (\d+) in stock: (\d+) added to the cart\.$/,
    (stock = '', added = '') => `Na stanie tylko ${stock} szt.: dodano do koszyka ${added}.`,
  ],
  [
    /^Only (\d+) in stock: the quantity was set to (\d+)\.$/,
    (stock = '', set = '') => `Na stanie tylko ${stock} szt.: ilość ustawiono na ${set}.`,
  ],
  [
    /^Only (\d+) in stock: (\d+) will be backordered\.$/,
    (stock = '', backorder = '') => `Na stanie tylko ${stock} szt.: ${backorder} szt. zostanie zamówione później (backorder).`,
  ],
  [
    /^Only (\d+) in stock: the quantity stays at (\d+)\.$/,
    (stock = '', kept = '') => `Na stanie tylko ${stock} szt.: ilość pozostaje ${kept}.`,
  ],
  [/^SKU (.+) is not on the list$/, (sku = '') => `Numeru ${sku} nie ma na liście`],
  [/^Choose the (.+) first\.$/, (level = '') => `Najpierw wybierz ${label(level)}.`],
  [
    /^No shipping method delivers to (.+)\. Choose pickup in store or another address\.$/,
    (country = '') => `Żaden sposób dostawy nie obsługuje kraju ${country}. Wybierz odbiór osobisty lub inny adres.`,
  ],
  [/^The shipping method (.+) is unknown\.$/, (name = '') => `Nieznany sposób dostawy ${name}.`],
  [/^The payment method (.+) is unknown\.$/, (name = '') => `Nieznany sposób płatności ${name}.`],
  [/^Pickup in store uses (.+)\.$/, (method = '') => `Odbiór osobisty używa ${method}.`],
  [/^Courier shipping uses (.+)\.$/, (method = '') => `Dostawa kurierem używa ${method}.`],
  [/^(.+) does not deliver to (.+)\.$/, (method = '', country = '') => `${method}: brak dostawy do kraju ${country}.`],
  [/^(.+) is not available for pickup in store\.$/, (method = '') => `${method}: niedostępne przy odbiorze osobistym.`],
  [/^(.+) is not available in this country\.$/, (method = '') => `${method}: niedostępne w tym kraju.`],
  [/^(.+) is not available for (.+)\.$/, (method = '', shipping = '') => `${method}: niedostępne dla ${POLISH.get(shipping) ?? shipping}.`],
];

/** The fixed messages with their Polish texts (the e2e language tour reads them). */
export function messageTranslations(): readonly (readonly [english: string, polish: string])[] {
  return [...POLISH];
}

/** The Polish text of an English message; undefined when the catalogue has none. */
export function polishOf(message: string): string | undefined {
  const fixed = POLISH.get(message);
  if (fixed !== undefined) return fixed;
  for (const [pattern, polish] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return polish(...match.slice(1));
  }
  return undefined;
}

/** A server message in the request's language (English when it has no Polish text). */
export function translate(language: Language, message: string): string {
  if (language === 'en') return message;
  return polishOf(message) ?? message;
}

/** Every message of a list in the request's language. */
export function translateAll(language: Language, messages: readonly string[]): string[] {
  return messages.map((message) => translate(language, message));
}
