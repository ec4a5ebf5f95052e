// Public API of @portal/ui: the Chakra UI v3 system and the shared components. It knows nothing of forms
// or of the API.
export { getSystem, prepareSystem, portalConfig, breakpoints } from './theme/system.ts';
export { contrastRatio } from './theme/contrast.ts';
export { controlChrome, CONTROL_BORDER } from './theme/controlChrome.ts';
export { textLink } from './theme/textLink.ts';
export { focusRing } from './theme/focusRing.ts';
export { UiProvider, type UiProviderProps } from './provider/UiProvider.tsx';
export {
  adoptPrerenderedStyles,
  PRERENDERED_STYLE_ATTRIBUTE,
  type PrerenderedStyles,
} from './provider/prerenderedStyles.ts';

export { formatMoney, formatGrosze, CURRENCY_SYMBOL, type MoneyValue } from './money/formatMoney.ts';
export { Money, type MoneyProps } from './money/Money.tsx';

export { formatDate, parseDate, DATE_FORMAT, EMPTY_DATE, type DateValue } from './date/formatDate.ts';
export { DateText, type DateTextProps } from './date/DateText.tsx';

export {
  loadToaster,
  showToast,
  showSuccessToast,
  showErrorToast,
  showInfoToast,
  closeAllToasts,
  TOAST_DURATION_MS,
  type ToastKind,
  type ToastRequest,
} from './toast/toaster.ts';

export { ButtonLink, type ButtonLinkProps } from './button/ButtonLink.tsx';

export { Page, type PageProps } from './layout/Page.tsx';
export { PageHeading, type PageHeadingProps } from './layout/PageHeading.tsx';
export { Card, type CardProps } from './layout/Card.tsx';
export { FullScreenLoader, type FullScreenLoaderProps } from './layout/FullScreenLoader.tsx';
export { ErrorBox, type ErrorBoxProps } from './layout/ErrorBox.tsx';
export { MessagePanel, type MessagePanelProps, type MessageTone } from './layout/MessagePanel.tsx';
export { DisclosureCard, type DisclosureCardProps } from './layout/DisclosureCard.tsx';
export { PanelSection, type PanelSectionProps } from './layout/PanelSection.tsx';
export { QrImage, type QrImageProps } from './qr/QrImage.tsx';
export { ModalRoot, type ModalRootProps } from './dialog/ModalRoot.tsx';
export { ProgressBar, type ProgressBarProps } from './progress/ProgressBar.tsx';

export * from './icons/icons.tsx';
export { CalendarButton, type CalendarButtonProps } from './date/CalendarButton.tsx';
export { DateField, type DateFieldProps } from './date/DateField.tsx';
export { parseTypedDate, displayTypedDate } from './date/typedDate.ts';
export { KeepTogether, unbreakableParts } from './text/KeepTogether.tsx';
export { BreakableEmail, emailBreakParts, type BreakableEmailProps } from './text/BreakableEmail.tsx';
export { stroke as iconStroke } from './icons/stroke.ts';
