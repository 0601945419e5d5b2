import type { SeedRow, SeedRows, SeedValue } from './rows';
import { LOGO_URL } from '../images/urls';
import { polish, polishOrNull } from './polish';

/** Adds rows to a demo table (written by SeedRows.write). */
export function insertRows(out: SeedRows, table: Parameters<SeedRows['add']>[0], rows: readonly SeedRow[]): void {
  out.addAll(table, rows);
}

export const POLAND = 1;
const GERMANY = 2;
const CZECHIA = 3;

const VOIVODESHIPS = [
  ['Dolnośląskie', 'DS'],
  ['Kujawsko-pomorskie', 'KP'],
  ['Lubelskie', 'LU'],
  ['Lubuskie', 'LB'],
  ['Łódzkie', 'LD'],
  ['Małopolskie', 'MA'],
  ['Mazowieckie', 'MZ'],
  ['Opolskie', 'OP'],
  ['Podkarpackie', 'PK'],
  ['Podlaskie', 'PD'],
  ['Pomorskie', 'PM'],
  ['Śląskie', 'SL'],
  ['Świętokrzyskie', 'SK'],
  ['Warmińsko-mazurskie', 'WN'],
  ['Wielkopolskie', 'WP'],
  ['Zachodniopomorskie', 'ZP'],
] as const;

const LAENDER = [
  ['Baden-Württemberg', 'BW'],
  ['Bayern', 'BY'],
  ['Berlin', 'BE'],
  ['Brandenburg', 'BB'],
  ['Bremen', 'HB'],
  ['Hamburg', 'HH'],
  ['Hessen', 'HE'],
  ['Mecklenburg-Vorpommern', 'MV'],
  ['Niedersachsen', 'NI'],
  ['Nordrhein-Westfalen', 'NW'],
  ['Rheinland-Pfalz', 'RP'],
  ['Saarland', 'SL'],
  ['Sachsen', 'SN'],
  ['Sachsen-Anhalt', 'ST'],
  ['Schleswig-Holstein', 'SH'],
  ['Thüringen', 'TH'],
] as const;

/** State ids: Poland's voivodeships are 1..16 in the order above, Germany's Länder 17..32. */
export const MAZOWIECKIE = 7;
export const MALOPOLSKIE = 6;
export const POMORSKIE = 11;

export const CENTRAL_WAREHOUSE = 1;
export const KRAKOW_BRANCH = 2;
export const GDANSK_BRANCH = 3;
export const POZNAN_BRANCH = 4;
export const WROCLAW_BRANCH = 5;

export const COURIER_DPD = 'Courier DPD';
export const COURIER_DHL = 'Courier DHL Express';

function topicBody(paragraphs: readonly string[]): string {
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
}

/** A content page's texts in both languages. */
function topicTexts(title: string, paragraphs: readonly string[]) {
  return { title, title_pl: polish(title), body: topicBody(paragraphs), body_pl: topicBody(paragraphs.map(polish)) };
}

/** Rows with a Polish column beside each named English one. */
export function withPolish<R extends Record<string, SeedValue>>(
  rows: readonly R[],
  columns: readonly (keyof R & string)[],
): Record<string, SeedValue>[] {
  return rows.map((row) => {
    const out: Record<string, SeedValue> = { ...row };
    for (const column of columns) {
      const value = row[column];
      out[`${column}_pl`] = typeof value === 'string' && value !== '' ? polish(value) : (value ?? null);
    }
    return out;
  });
}

/**
 * Working days a part takes from each warehouse (Warszawa, Kraków, Gdańsk, Poznań, Wrocław, by id)
 * to a dealer of a branch (delivery estimates, extension delivery-estimate): the branch's own
 * warehouse the same day, a neighbour the next working day, the far ends of the country two.
 */
const DELIVERY_LEAD_TIMES: readonly (readonly [branch: number, days: readonly number[]])[] = [
  [CENTRAL_WAREHOUSE, [0, 1, 1, 1, 2]],
  [KRAKOW_BRANCH, [1, 0, 2, 2, 1]],
  [GDANSK_BRANCH, [1, 2, 0, 1, 2]],
  [POZNAN_BRANCH, [1, 2, 1, 0, 1]],
  [WROCLAW_BRANCH, [1, 1, 2, 1, 0]],
];

export function seedReferenceData(db: SeedRows): void {
  insertRows(db, 'languages', [
    { id: 1, name: 'Polski', language_culture: 'pl-PL', unique_seo_code: 'pl', display_order: 1 },
    { id: 2, name: 'English', language_culture: 'en-US', unique_seo_code: 'en', display_order: 2 },
  ]);
  insertRows(db, 'currencies', [{ id: 1, name: 'Polish złoty', currency_code: 'PLN', rate: 1, display_locale: 'pl-PL', display_order: 1 }]);
  insertRows(db, 'stores', [
    {
      id: 1,
      name: 'Nordstern Parts Portal',
      name_pl: 'Portal Części Nordstern',
      url: 'http://localhost:8080/',
      default_language_id: 1,
      default_currency_id: 1,
      display_order: 1,
    },
  ]);
  const config: Record<string, Record<string, unknown>> = {
    general: {
      logo: LOGO_URL,
      showPriceNetto: true,
      showIncadeaOrders: true,
      hiddenTopics: false,
      vehicleBrand: 'NS',
      defaultSite: 'https://www.example.com/dealers',
    },
    seo: {
      defaultTitle: 'Parts Shop',
      defaultMetaDescription: 'Genuine spare parts for Nordstern dealers: catalogue by VIN, diagrams, price and stock.',
      defaultMetaKeywords: 'spare parts, dealer, parts catalogue, VIN',
    },
    global: { homeSliderFull: true },
    // the importer as the seller on invoices and where returned parts go (domain/seller.ts)
    seller: {
      name: 'Nordstern Polska Sp. z o.o.',
      address: ['ul. Magazynowa 12', '02-495 Warszawa', 'Poland'],
      vatNumber: 'PL5260001246',
    },
  };
  insertRows(
    db,
    'store_config',
    Object.entries(config).flatMap(([section, values]) =>
      // a text setting (the SEO texts) with its Polish text
      Object.entries(values).map(([name, value]) => ({
        section,
        name,
        value: JSON.stringify(value),
        value_pl:
          section === 'seo' && typeof value === 'string'
            ? JSON.stringify(polish(value))
            : section === 'seller' && name === 'address'
              ? JSON.stringify(['ul. Magazynowa 12', '02-495 Warszawa', 'Polska'])
              : null,
      })),
    ),
  );

  insertRows(
    db,
    'countries',
    withPolish(
      [
        { id: POLAND, name: 'Poland', two_letter_iso_code: 'PL', display_order: 1 },
        { id: GERMANY, name: 'Germany', two_letter_iso_code: 'DE', display_order: 2 },
        { id: CZECHIA, name: 'Czech Republic', two_letter_iso_code: 'CZ', display_order: 3 },
      ],
      ['name'],
    ),
  );
  insertRows(db, 'state_provinces', [
    ...VOIVODESHIPS.map(([name, abbreviation], index) => ({
      id: index + 1,
      country_id: POLAND,
      name,
      name_pl: null,
      abbreviation,
      display_order: index,
    })),
    // the Länder Polish has its own names for
    ...LAENDER.map(([name, abbreviation], index) => ({
      id: index + 17,
      country_id: GERMANY,
      name,
      name_pl: polishOrNull(name),
      abbreviation,
      display_order: index,
    })),
  ]);

  insertRows(
    db,
    'warehouses',
    withPolish(
      [
        {
          id: CENTRAL_WAREHOUSE,
          name: 'Central warehouse Warszawa',
          is_branch_office: 0,
          url: 'https://www.example.com/warszawa',
          has_image: 1,
          address1: 'ul. Magazynowa 12',
          city: 'Warszawa',
          zip_postal_code: '02-495',
          country_id: POLAND,
          phone_number: '+48 22 100 20 30',
          email: 'magazyn@example.com',
        },
        {
          id: KRAKOW_BRANCH,
          name: 'Branch office Kraków',
          is_branch_office: 1,
          url: 'https://www.example.com/krakow',
          has_image: 1,
          address1: 'ul. Zakopiańska 62',
          city: 'Kraków',
          zip_postal_code: '30-418',
          country_id: POLAND,
          phone_number: '+48 12 200 30 40',
          email: 'krakow@example.com',
        },
        {
          id: GDANSK_BRANCH,
          name: 'Branch office Gdańsk',
          is_branch_office: 1,
          url: 'https://www.example.com/gdansk',
          has_image: 0,
          address1: 'ul. Grunwaldzka 250',
          city: 'Gdańsk',
          zip_postal_code: '80-314',
          country_id: POLAND,
          phone_number: '+48 58 300 40 50',
          email: 'gdansk@example.com',
        },
        {
          id: POZNAN_BRANCH,
          name: 'Branch office Poznań',
          is_branch_office: 1,
          url: null,
          has_image: 1,
          address1: 'ul. Głogowska 218',
          city: 'Poznań',
          zip_postal_code: '60-104',
          country_id: POLAND,
          phone_number: '+48 61 400 50 60',
          email: 'poznan@example.com',
        },
        {
          id: WROCLAW_BRANCH,
          name: 'Branch office Wrocław',
          is_branch_office: 1,
          url: 'https://www.example.com/wroclaw',
          has_image: 1,
          address1: 'ul. Krakowska 180',
          city: 'Wrocław',
          zip_postal_code: '52-015',
          country_id: POLAND,
          phone_number: '+48 71 500 60 70',
          email: 'wroclaw@example.com',
        },
      ],
      ['name'],
    ),
  );
  insertRows(
    db,
    'delivery_lead_times',
    DELIVERY_LEAD_TIMES.flatMap(([branch, days]) =>
      days.map((working_days, index) => ({ branch_warehouse_id: branch, warehouse_id: index + 1, working_days })),
    ),
  );

  insertRows(db, 'topics', [
    {
      id: 1,
      se_name: 'about-us',
      ...topicTexts('About us', [
        'The Nordstern Parts Portal is the ordering platform of the Nordstern dealer network in Poland.',
        'Dealers and workshops find genuine parts by VIN, vehicle filters or part number, check price and stock in every branch office and order for next-day delivery.',
      ]),
      include_in_footer_row1: 1,
      include_in_footer_row2: 0,
      include_in_footer_row3: 0,
      include_in_sitemap: 1,
      include_in_top_menu: 1,
      display_order: 1,
    },
    {
      id: 2,
      se_name: 'shipping-returns',
      ...topicTexts('Shipping and returns', [
        'Orders placed by 16:00 on a working day leave the central warehouse the same day. Courier delivery within Poland takes one working day.',
        'You may pick up your order at any branch office counter free of charge.',
        'Unused parts in their original packaging can be returned within 14 days; electrical parts only when sealed.',
      ]),
      include_in_footer_row1: 0,
      include_in_footer_row2: 1,
      include_in_footer_row3: 0,
      include_in_sitemap: 1,
      include_in_top_menu: 1,
      display_order: 2,
    },
    {
      id: 3,
      se_name: 'privacy-notice',
      ...topicTexts('Privacy notice', [
        'We process the personal data of our customers to fulfil orders and to comply with accounting obligations (Art. 6(1)(b) and (c) GDPR).',
        'You may request access to, correction or deletion of your data at privacy@example.com.',
      ]),
      include_in_footer_row1: 0,
      include_in_footer_row2: 0,
      include_in_footer_row3: 1,
      include_in_sitemap: 1,
      include_in_top_menu: 0,
      display_order: 3,
    },
    {
      id: 4,
      se_name: 'conditions-of-use',
      ...topicTexts('Conditions of use', [
        'The portal is available to registered business customers of the Nordstern dealer network.',
        'Prices are shown in PLN including 23% VAT; your individual dealer discount is applied to every part.',
      ]),
      include_in_footer_row1: 0,
      include_in_footer_row2: 0,
      include_in_footer_row3: 1,
      include_in_sitemap: 1,
      include_in_top_menu: 0,
      display_order: 4,
    },
    {
      id: 5,
      se_name: 'contact',
      ...topicTexts('Contact', ['Parts hotline: +48 22 100 20 30 (Monday to Friday, 7:00-18:00).', 'E-mail: parts@example.com']),
      include_in_footer_row1: 1,
      include_in_footer_row2: 0,
      include_in_footer_row3: 0,
      include_in_sitemap: 1,
      include_in_top_menu: 0,
      display_order: 5,
    },
  ]);

  insertRows(
    db,
    'slides',
    withPolish(
      [
        {
          id: 1,
          slider_type: 0,
          title: 'Spring service campaign',
          description: 'Oil service kits for the Series 200 with 15% extra discount until the end of May.',
          button_text: 'Show oil filters',
          link: '/level4',
          full_width: 1,
          display_order: 1,
        },
        {
          id: 2,
          slider_type: 0,
          title: 'Find parts by VIN',
          description: 'Enter the last 7 characters of the VIN to open the exact vehicle.',
          button_text: '',
          link: '/level4',
          full_width: 1,
          display_order: 2,
        },
        {
          id: 3,
          slider_type: 0,
          title: 'Price list 2025',
          description: 'Download the current accessories price list.',
          button_text: 'Download',
          link: '/backoffice/images/slides/3.svg',
          full_width: 1,
          display_order: 3,
        },
        // the Category slides about a category link to its page (seedCatalogue, once the categories have ids)
        {
          id: 4,
          slider_type: 1,
          title: 'Brake parts',
          description: 'Pads and discs for every current model, in stock in every branch office.',
          button_text: '',
          link: '/level4',
          full_width: 0,
          display_order: 1,
        },
        {
          id: 5,
          slider_type: 1,
          title: 'Retrofit trailer hitches',
          description: 'Factory trailer hitch kits with wiring harness.',
          button_text: 'More Details',
          link: '/p/about-us',
          full_width: 0,
          display_order: 2,
        },
        {
          id: 6,
          slider_type: 3,
          title: 'Welcome to the parts portal',
          description: 'Sign in with your dealer account to see your prices.',
          button_text: '',
          link: '/p/about-us',
          full_width: 1,
          display_order: 1,
        },
      ],
      ['title', 'description', 'button_text'],
    ),
  );

  insertRows(
    db,
    'shipping_methods',
    withPolish(
      [
        { id: 1, name: COURIER_DPD, description: 'Next working day within Poland.', fee: 19.9, is_default: 1, display_order: 1 },
        {
          id: 2,
          name: COURIER_DHL,
          description: 'Express delivery by 12:00, Poland, Germany and the Czech Republic.',
          fee: 39,
          is_default: 0,
          display_order: 2,
        },
        {
          id: 3,
          name: 'Pallet freight',
          description: 'For bulky parts (bumpers, bonnets); 2-3 working days.',
          fee: 149,
          is_default: 0,
          display_order: 3,
        },
      ],
      ['name', 'description'],
    ),
  );
  insertRows(db, 'shipping_method_countries', [
    { shipping_method_id: 1, country_id: POLAND },
    { shipping_method_id: 2, country_id: POLAND },
    { shipping_method_id: 2, country_id: GERMANY },
    { shipping_method_id: 2, country_id: CZECHIA },
    { shipping_method_id: 3, country_id: POLAND },
    { shipping_method_id: 3, country_id: GERMANY },
  ]);
  insertRows(
    db,
    'payment_methods',
    withPolish(
      [
        {
          id: 1,
          system_name: 'Payments.BankTransfer',
          name: 'Bank transfer (prepayment)',
          description: 'Pay to our account; we ship once the money has arrived.',
          fee: 0,
          is_default: 1,
          display_order: 1,
        },
        {
          id: 2,
          system_name: 'Payments.CashOnDelivery',
          name: 'Cash on delivery',
          description: 'Pay the courier in cash or by card.',
          fee: 9,
          is_default: 0,
          display_order: 2,
        },
        {
          id: 3,
          system_name: 'Payments.TradeCredit',
          name: 'Trade credit (invoice)',
          description: 'Invoice payable within your payment term; uses your credit limit.',
          fee: 0,
          is_default: 0,
          display_order: 3,
        },
        {
          id: 4,
          system_name: 'Payments.PayAtPickup',
          name: 'Pay at pickup',
          description: 'Pay in cash or by card at the branch office counter.',
          fee: 0,
          is_default: 0,
          display_order: 4,
        },
      ],
      ['name', 'description'],
    ),
  );
  insertRows(db, 'payment_method_shipments', [
    { payment_method_id: 1, shipping_method_id: 1 },
    { payment_method_id: 1, shipping_method_id: 2 },
    { payment_method_id: 1, shipping_method_id: 3 },
    { payment_method_id: 2, shipping_method_id: 1 },
    { payment_method_id: 2, shipping_method_id: 2 },
    { payment_method_id: 3, shipping_method_id: 1 },
    { payment_method_id: 3, shipping_method_id: 2 },
    { payment_method_id: 3, shipping_method_id: 3 },
  ]);
  insertRows(db, 'payment_method_countries', [{ payment_method_id: 2, country_id: POLAND }]);
  insertRows(
    db,
    'pickup_points',
    withPolish(
      [
        {
          id: 1,
          name: 'Pickup counter Warszawa',
          description: 'Central warehouse, gate 2. Mon-Fri 7:00-18:00, Sat 8:00-13:00.',
          fee: 0,
          is_default: 1,
          warehouse_id: CENTRAL_WAREHOUSE,
          display_order: 1,
        },
        {
          id: 2,
          name: 'Pickup counter Kraków',
          description: 'Branch office Kraków, parts desk. Mon-Fri 8:00-17:00.',
          fee: 0,
          is_default: 0,
          warehouse_id: KRAKOW_BRANCH,
          display_order: 2,
        },
        {
          id: 3,
          name: 'Pickup counter Gdańsk',
          description: 'Branch office Gdańsk, parts desk. Mon-Fri 8:00-17:00.',
          fee: 0,
          is_default: 0,
          warehouse_id: GDANSK_BRANCH,
          display_order: 3,
        },
      ],
      ['name', 'description'],
    ),
  );
}
