/**
 * SPEC's English words (sections 1, 2, 4, 5 and 8 of the specification, which this repository has no
 * copy of): every label, heading, button, loader, column, step and message SPEC quotes or names,
 * word for word, with where SPEC names it and the locale key of each app that shows it. The Polish
 * is ours; the English must stay verbatim (spec-words.test.ts compares every en.json with this list).
 *
 * `shownBy` names the app (see APPS in the test) and the key inside that app's en.json; `via` is the
 * text the app's code uses to reach a key it builds at run time (a status, a step) or reads from
 * the locale object, when the full key is not written out in the code (the loading screen is in
 * host/src/index.html, before any script, in English and Polish).
 */
export type App = 'host' | 'host-boot' | 'kernel' | 'kernel-messages' | 'catalog' | 'cart-checkout' | 'account';

export interface SpecWord {
  /** The English text exactly as SPEC writes it (SPEC's `{order}` written as i18next's `{{order}}`). */
  text: string;
  /** Where SPEC names it. */
  where: string;
  shownBy: { app: App; key: string; via?: string }[];
}

export const SPEC_WORDS: SpecWord[] = [
  // section 1
  {
    text: 'Loading Application...',
    where: '1: at start, until configuration and reference data are loaded',
    shownBy: [{ app: 'host-boot', key: 'loading', via: '>Loading Application...</div>' }],
  },

  // section 2, routes and shell
  { text: 'Home', where: '2, /level4: breadcrumbs Home > Catalog', shownBy: [{ app: 'catalog', key: 'breadcrumbs.home' }] },
  { text: 'Catalog', where: '2, /level4: breadcrumbs Home > Catalog', shownBy: [{ app: 'catalog', key: 'breadcrumbs.catalog' }] },
  { text: 'Logging out!', where: "2, /logout: shows 'Logging out!'", shownBy: [{ app: 'host', key: 'logout.message' }] },
  {
    text: 'Shipping',
    where: '2, /checkout: steps Shipping, Payment, Confirm (and Checkout wizard)',
    shownBy: [{ app: 'cart-checkout', key: 'checkout.steps.shipping', via: 'checkout.steps.${' }],
  },
  {
    text: 'Payment',
    where: '2, /checkout: steps Shipping, Payment, Confirm (and Checkout wizard)',
    shownBy: [{ app: 'cart-checkout', key: 'checkout.steps.payment', via: 'checkout.steps.${' }],
  },
  {
    text: 'Confirm',
    where: '2, /checkout: steps Shipping, Payment, Confirm (and Checkout wizard)',
    shownBy: [{ app: 'cart-checkout', key: 'checkout.steps.confirm' }],
  },
  {
    text: 'Loading Page...',
    where: "2, Public route /p/:url: loader 'Loading Page...'",
    shownBy: [{ app: 'host', key: 'contentPage.loading' }],
  },
  {
    text: 'Page not found',
    where: "2, Not-found page: heading 'Page not found' (and 8: Unknown route)",
    shownBy: [{ app: 'host', key: 'notFound.title' }],
  },
  { text: 'Return to home', where: "2, Not-found page: button 'Return to home'", shownBy: [{ app: 'host', key: 'notFound.home' }] },
  { text: 'Back', where: "2, Not-found page: button 'Back' (history back)", shownBy: [{ app: 'host', key: 'notFound.back' }] },
  {
    text: 'All rights reserved',
    where: "2, Shell elements, Footer: 'All rights reserved'",
    shownBy: [{ app: 'host', key: 'footer.rights' }],
  },
  { text: 'Log in', where: "2, Shell elements, Sidebar menu: otherwise a 'Log in' link", shownBy: [{ app: 'host', key: 'sidebar.login' }] },

  // section 2, cart screen
  {
    text: 'Loading Cart...',
    where: "2, Cart screen: loaders 'Loading Cart...' and 'Updating Cart...'; 'Go to Checkout' reads 'Loading Cart...' while loading",
    shownBy: [
      { app: 'cart-checkout', key: 'loadingCart' },
      { app: 'cart-checkout', key: 'checkout.loading' },
    ],
  },
  {
    text: 'Updating Cart...',
    where: "2, Cart screen: loaders 'Loading Cart...' and 'Updating Cart...'",
    shownBy: [{ app: 'cart-checkout', key: 'updatingCart' }],
  },
  { text: 'Your shopping cart is empty.', where: '2, Cart screen: empty cart (and 8)', shownBy: [{ app: 'cart-checkout', key: 'empty' }] },
  {
    text: 'Start Shopping',
    where: "2, Cart screen: a 'Start Shopping' button to /",
    shownBy: [{ app: 'cart-checkout', key: 'startShopping' }],
  },
  {
    text: 'Remove unavailable products to proceed checkout.',
    where: '2, Cart screen: any product unavailable (and 8)',
    shownBy: [{ app: 'cart-checkout', key: 'removeUnavailable' }],
  },
  { text: 'Clear Cart', where: "2, Cart screen: totals, 'Clear Cart'", shownBy: [{ app: 'cart-checkout', key: 'clearCart' }] },
  {
    text: 'Go to Checkout',
    where: "2, Cart screen: 'Go to Checkout' (to /checkout)",
    shownBy: [{ app: 'cart-checkout', key: 'goToCheckout' }],
  },
  { text: 'Create Offer', where: "2, Cart screen: 'Create Offer' (to /offer)", shownBy: [{ app: 'cart-checkout', key: 'createOffer' }] },
  {
    text: 'Remove item',
    where: "2, Cart screen, cart item: 'Remove item' button",
    shownBy: [{ app: 'cart-checkout', key: 'line.remove' }],
  },
  {
    text: 'Product temporarily unavailable.',
    where: '2, Cart screen, cart item when unavailable; 4, Product page: checked and unavailable (and 8)',
    shownBy: [
      { app: 'cart-checkout', key: 'line.unavailable' },
      { app: 'catalog', key: 'part.unavailable' },
    ],
  },
  {
    text: 'Shopping List',
    where: "2, Cart screen: save-cart form, heading 'Shopping List'",
    shownBy: [{ app: 'cart-checkout', key: 'saveCart.title' }],
  },
  {
    text: 'Save Cart',
    where: "2, Cart screen: 'Save Cart' is disabled without a name or selection",
    shownBy: [{ app: 'cart-checkout', key: 'saveCart.save' }],
  },

  // section 2, offer screen
  {
    text: 'Name',
    where: '2, Offer screen: fields Name (required) and Comment; table column Name',
    shownBy: [
      { app: 'cart-checkout', key: 'offer.name' },
      { app: 'cart-checkout', key: 'offer.productName' },
    ],
  },
  {
    text: 'Comment',
    where: '2, Offer screen: fields Name (required) and Comment',
    shownBy: [{ app: 'cart-checkout', key: 'offer.comment' }],
  },
  { text: 'SKU', where: '2, Offer screen: table columns SKU, Name, Qty, ...', shownBy: [{ app: 'cart-checkout', key: 'offer.sku' }] },
  { text: 'Qty', where: '2, Offer screen: table columns ..., Qty, ...', shownBy: [{ app: 'cart-checkout', key: 'offer.qty' }] },
  {
    text: 'Gross Catalog Price',
    where: '2, Offer screen: table columns ..., Gross Catalog Price, ...',
    shownBy: [{ app: 'cart-checkout', key: 'offer.grossCatalogPrice' }],
  },
  {
    text: 'Gross Price',
    where: '2, Offer screen: table columns ..., Gross Price, ...',
    shownBy: [{ app: 'cart-checkout', key: 'offer.grossPrice' }],
  },
  {
    text: 'Sub Total',
    where: '2, Offer screen: table columns ..., Sub Total, ...',
    shownBy: [{ app: 'cart-checkout', key: 'offer.subTotal' }],
  },
  {
    text: 'Discount %',
    where: '2, Offer screen: table columns ..., Discount %',
    shownBy: [{ app: 'cart-checkout', key: 'offer.discount' }],
  },
  {
    text: 'Your Discount',
    where: "2, Offer screen: each row shows 'Your Discount'",
    shownBy: [{ app: 'cart-checkout', key: 'offer.yourDiscount' }],
  },
  {
    text: 'The customer discount is greater than yours.',
    where: '2, Offer screen: entered discount above the own (and 8)',
    shownBy: [{ app: 'cart-checkout', key: 'offer.discountAboveOwn' }],
  },
  {
    text: 'Order Total Discount',
    where: "2, Offer screen: 'Order Total Discount' input",
    shownBy: [{ app: 'cart-checkout', key: 'offer.orderTotalDiscount' }],
  },
  {
    text: 'Your Summary',
    where: "2, Offer screen: 'Your Summary' with actual totals",
    shownBy: [{ app: 'cart-checkout', key: 'offer.yourSummary' }],
  },
  {
    text: 'Client Summary',
    where: "2, Offer screen: 'Client Summary' with custom totals",
    shownBy: [{ app: 'cart-checkout', key: 'offer.clientSummary' }],
  },
  {
    text: "Your order is more expensive than your customer's.",
    where: '2, Offer screen: custom total below the actual (and 8)',
    shownBy: [{ app: 'cart-checkout', key: 'offer.moreExpensive' }],
  },
  { text: 'Print Offer', where: "2, Offer screen: 'Print Offer' prints the page", shownBy: [{ app: 'cart-checkout', key: 'offer.print' }] },
  {
    text: 'Return to cart',
    where: "2, Offer screen: 'Return to cart' goes to /cart",
    shownBy: [{ app: 'cart-checkout', key: 'offer.returnToCart' }],
  },

  // section 2, checkout wizard and success screen
  {
    text: 'Use address from shipping',
    where: "2, Checkout wizard, Payment step: 'Use address from shipping' button (and 4)",
    shownBy: [{ app: 'cart-checkout', key: 'checkout.useShippingAddress' }],
  },
  {
    text: 'Place order',
    where: '2, Checkout wizard, Confirm step: ..., Place order',
    shownBy: [{ app: 'cart-checkout', key: 'checkout.placeOrder' }],
  },
  { text: 'Success', where: "2, Success screen: heading 'Success'", shownBy: [{ app: 'cart-checkout', key: 'success.title' }] },
  {
    text: 'Your order # is {{order}}',
    where: "2, Success screen: text 'Your order # is {order}'",
    shownBy: [{ app: 'cart-checkout', key: 'success.orderNumber' }],
  },
  {
    text: 'Return to home',
    where: "2, Success screen: button 'Return to home'",
    shownBy: [{ app: 'cart-checkout', key: 'success.returnHome' }],
  },

  // section 2, catalogue screens
  {
    text: 'Vehicle search',
    where: "2, Catalogue screens: vehicle search modal 'Vehicle search'",
    shownBy: [{ app: 'catalog', key: 'filter.title' }],
  },
  {
    text: 'Search',
    where: '2, Catalogue screens: the Search button is enabled only once a month is chosen',
    shownBy: [{ app: 'catalog', key: 'filter.search' }],
  },
  {
    text: 'Browse by category',
    where: "2, Catalogue screens: category menu 'Browse by category'",
    shownBy: [{ app: 'catalog', key: 'categories.title' }],
  },
  {
    text: 'Choose Vehicle',
    where: "2, Catalogue screens: several vehicles by VIN open a 'Choose Vehicle' modal",
    shownBy: [{ app: 'catalog', key: 'vin.chooseTitle' }],
  },
  {
    text: 'Show retrofit',
    where: "2, Catalogue screens, category page: a 'Show retrofit' checkbox",
    shownBy: [{ app: 'catalog', key: 'category.showRetrofit' }],
  },
  {
    text: 'More Details',
    where: "2, Catalogue screens, banner slider: default button text 'More Details'",
    shownBy: [{ app: 'kernel', key: 'moreDetails' }],
  },
  {
    text: 'Move to Cart',
    where: "2, Catalogue screens, shopping list accordion: 'Move to Cart'",
    shownBy: [{ app: 'account', key: 'shoppingLists.moveToCart' }],
  },
  {
    text: 'Remove List',
    where: "2, Catalogue screens, shopping list accordion: 'Remove List'",
    shownBy: [{ app: 'account', key: 'shoppingLists.removeList' }],
  },

  // section 2, account screens
  {
    text: 'Addresses list is empty. Please add new address.',
    where: '2, Account screens: empty address list (and 8)',
    shownBy: [
      { app: 'account', key: 'addresses.empty' },
      { app: 'cart-checkout', key: 'checkout.noBillingAddress' },
    ],
  },
  {
    text: 'Order history is empty.',
    where: '2, Account screens: empty order history (and 8)',
    shownBy: [{ app: 'account', key: 'orders.empty' }],
  },

  // section 4, states and transitions
  {
    text: 'No payment methods available for selected shipping. Go back and select different shipping option.',
    where: '4, Checkout wizard: no payment method for the chosen shipping (and 8)',
    shownBy: [{ app: 'cart-checkout', key: 'checkout.noPaymentMethods' }],
  },
  {
    text: 'Your order was successfully placed',
    where: '4, Checkout wizard: order confirmed (and 8, success notices)',
    shownBy: [{ app: 'cart-checkout', key: 'checkout.orderPlaced' }],
  },
  {
    text: 'No Products in this categoy',
    where: "4, Category page: empty result (and 8; SPEC's spelling)",
    shownBy: [{ app: 'catalog', key: 'category.empty' }],
  },
  {
    text: 'Check Stock and Price',
    where: '4, Product page: the button before the check',
    shownBy: [{ app: 'catalog', key: 'part.check' }],
  },
  { text: 'Loading', where: "4, Product page: 'Loading' while fetching", shownBy: [{ app: 'catalog', key: 'part.loading' }] },
  { text: 'Add to cart', where: "4, Product page: then 'Add to cart'", shownBy: [{ app: 'catalog', key: 'part.addToCart' }] },
  {
    text: 'Not applicable to this vehicle. Select or change vehicle.',
    where: '4, Product page: parts flagged NotApplicable (and 8)',
    shownBy: [{ app: 'catalog', key: 'part.notApplicable' }],
  },
  {
    text: 'Paid',
    where: '4, Coloured order statuses: Paid, Delivered, Complete are success',
    shownBy: [{ app: 'account', key: 'status.Paid', via: 'status.${' }],
  },
  {
    text: 'Delivered',
    where: '4, Coloured order statuses: Paid, Delivered, Complete are success',
    shownBy: [{ app: 'account', key: 'status.Delivered', via: 'status.${' }],
  },
  {
    text: 'Complete',
    where: '4, Coloured order statuses: Paid, Delivered, Complete are success',
    shownBy: [{ app: 'account', key: 'status.Complete', via: 'status.${' }],
  },
  {
    text: 'Pending',
    where: "4, Coloured order statuses: Pending and 'Not yet shipped' are warning",
    shownBy: [{ app: 'account', key: 'status.Pending', via: 'status.${' }],
  },
  {
    text: 'Not yet shipped',
    where: "4, Coloured order statuses: Pending and 'Not yet shipped' are warning",
    shownBy: [{ app: 'account', key: 'status.Not yet shipped', via: 'status.${' }],
  },

  // section 5, validation rules
  {
    text: 'Password not match',
    where: '5, Forgot password confirm: passwords differ (and 8)',
    shownBy: [{ app: 'account', key: 'validation.passwordNotMatch', via: "passwordNotMatch: 'passwordNotMatch'" }],
  },
  {
    text: 'Password not match.',
    where: '5, Profile: new password and repeat differ (and 8)',
    shownBy: [{ app: 'account', key: 'validation.passwordNotMatchProfile', via: "passwordNotMatchProfile: 'passwordNotMatchProfile'" }],
  },
  {
    text: 'Max 100 items.',
    where: '5, CSV cart import: more than 100 rows (and 8)',
    shownBy: [{ app: 'cart-checkout', key: 'csv.tooMany', via: "error: 'tooMany'" }],
  },
  {
    text: 'Wrong format, please download example import',
    where: '5, CSV cart import: no row left (and 8)',
    shownBy: [{ app: 'cart-checkout', key: 'csv.wrongFormat', via: "error: 'wrongFormat'" }],
  },
  {
    text: 'This field is required',
    where: '5, Offer: name required; Checkout: terms checkbox required (and 8)',
    shownBy: [
      { app: 'cart-checkout', key: 'validation.required', via: 'validation.${' },
      { app: 'account', key: 'validation.required', via: 'validation.${' },
      { app: 'catalog', key: 'validation.required', via: 'validation.${' },
    ],
  },
  {
    text: 'Vehicle identification by Vin necessary',
    where: '5, Vehicle search: a VIN is needed (and 8)',
    shownBy: [{ app: 'catalog', key: 'vin.vinNecessary' }],
  },

  // section 8, error catalogue
  { text: 'Error', where: "8: a failed call's notification title, else 'Error'", shownBy: [{ app: 'kernel-messages', key: 'http.error' }] },
  {
    text: 'Server or network error, please try later.',
    where: "8: a failed call's message, else 'Server or network error, please try later.'",
    shownBy: [
      { app: 'kernel-messages', key: 'http.fallback' },
      { app: 'host-boot', key: 'failedHint', via: 'words.failedHint' },
    ],
  },
  {
    text: 'Something went wrong!',
    where: '8: confirm order with Success false and no Errors',
    shownBy: [{ app: 'cart-checkout', key: 'checkout.somethingWrong' }],
  },
  { text: 'Data was successfully updated.', where: '8, success notices', shownBy: [{ app: 'cart-checkout', key: 'saveCart.updated' }] },
  {
    text: 'Data was successfully saved.',
    where: '8, success notices (status 200)',
    shownBy: [{ app: 'cart-checkout', key: 'saveCart.saved' }],
  },
  {
    text: 'Basic information was successfully updated.',
    where: '8, success notices',
    shownBy: [{ app: 'account', key: 'profile.updated' }],
  },
  {
    text: 'Password was successfully updated.',
    where: '8, success notices',
    shownBy: [
      { app: 'account', key: 'profile.passwordUpdated' },
      { app: 'account', key: 'forgotPasswordConfirm.done' },
    ],
  },
  { text: 'New address was successfully added.', where: '8, success notices', shownBy: [{ app: 'account', key: 'addresses.added' }] },
  { text: 'Your address was successfully updated.', where: '8, success notices', shownBy: [{ app: 'account', key: 'addresses.updated' }] },
  { text: 'Your address was successfully deleted.', where: '8, success notices', shownBy: [{ app: 'account', key: 'addresses.deleted' }] },
  {
    text: 'Product added to cart',
    where: '8, success notices',
    shownBy: [
      { app: 'cart-checkout', key: 'productAdded' },
      { app: 'catalog', key: 'cart.added' },
    ],
  },
  {
    text: 'Products added to cart',
    where: '8, success notices',
    shownBy: [
      { app: 'cart-checkout', key: 'csv.added' },
      { app: 'account', key: 'shoppingLists.moved' },
      { app: 'account', key: 'order.again.added' },
    ],
  },
  { text: 'Product removed from cart', where: '8, success notices', shownBy: [{ app: 'cart-checkout', key: 'productRemoved' }] },
  {
    text: 'No products found. Select equipment filter.',
    where: '8, other messages',
    shownBy: [{ app: 'catalog', key: 'product.selectEquipment' }],
  },
  { text: 'No products found.', where: '8, other messages', shownBy: [{ app: 'catalog', key: 'product.noProducts' }] },
  { text: 'No description.', where: '8, other messages', shownBy: [{ app: 'catalog', key: 'part.noDescription' }] },
];
