/** The board's one-column layout (a phone, a narrow window): diagram above the list, a hotspot opens its part in a panel. */
export const NARROW = '(max-width: 960px)';
