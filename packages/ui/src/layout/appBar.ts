// The height of the app's top bar (the portal's header: a 4 px stripe, a 64 px row below md and an 80 px
// one from md, and a 1 px border). Toasts sit below it so that they never cover its menu, its account
// links or the phone's menu button; the portal's journeys check the two never overlap.
export const APP_BAR_HEIGHT = { base: '69px', md: '85px' } as const;
