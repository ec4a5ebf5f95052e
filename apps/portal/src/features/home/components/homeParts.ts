// The home page's parts beside and below the login box, as one lazy chunk (HomePage.tsx).
export { ApplicationGuideBox } from './ApplicationGuideBox.tsx';
export { HowItWorks } from './HowItWorks.tsx';
