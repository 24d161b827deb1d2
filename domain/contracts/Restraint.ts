// A talent's promise not to advertise a kind of goods: a restraint on working for others.
//
// "shall not appear in, or lend her voice to, any advertising for printers or printer consumables" names no
// competitor, but a line of goods: whoever sells printers is bound out. (Advertising "for the Advertiser", "for its
// products" or for a named brand is the licensee's own, and restrains nothing.)

/** Whether the words after a promise's verb name advertising for a line of goods, in plain lower-case words. */
export const advertisingForGoods = (after: string): boolean => GOODS_ADVERTISING.test(after)

const GOODS_ADVERTISING =
  /^[^.;]{0,40}?\b(?:any|all)\s+(?:[a-z-]+\s+){0,2}(?:advertising|advertisements?|ads|adverts|commercials|endorsements?|promotions?|campaigns?)\s+(?:for|of)\s+(?!(?:the|its|our|your|their|his|her|this|that|these|those|such)\b)[a-z][a-z-]+\b/
