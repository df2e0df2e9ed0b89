/**
 * The fan's phone: a 390 × 844 touch screen at pixel density 2 (an iPhone 12–15), and the operator's
 * laptop, for the journeys that open a whole device (a few others set only a window's size). A density of
 * 1 in `npm test` was measured twice and saved too little to trade away the phone's real pixels
 * (docs/test-suite.md).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export const COMPUTER = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};
