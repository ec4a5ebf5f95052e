// The engine's RJSF theme: a registry object of widgets, templates and fields, one file each, in the shape
// of an RJSF theme package (CONTRIBUTING.md "How the code is laid out"). Widget names are those
// ui.json may use: the widget registry of @portal/form-model, which `ownWidgets` must cover exactly.
import type { EngineWidgetName } from '@portal/form-model';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType, Widget } from '@rjsf/utils';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate.tsx';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate.tsx';
import { AddButton } from './templates/AddButton.tsx';
import { BaseInputTemplate } from './templates/BaseInputTemplate.tsx';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  HiddenButton,
  SubmitButton,
  TitleFieldTemplate,
  UnsupportedFieldTemplate,
  WrapIfAdditionalTemplate,
} from './templates/simpleTemplates.tsx';
import { ArrayField, BooleanField, StringField } from './fields/inferredWidgetFields.tsx';
import { ObjectField } from './fields/ObjectField.tsx';
import { AddressSameAsWidget } from './widgets/AddressSameAsWidget.tsx';
import { AttachmentsWidget } from './widgets/AttachmentsWidget.tsx';
import { BankAccountWidget } from './widgets/BankAccountWidget.tsx';
import { CheckboxesWidget } from './widgets/CheckboxesWidget.tsx';
import { CheckboxWidget } from './widgets/CheckboxWidget.tsx';
import { DateWidget } from './widgets/DateWidget.tsx';
import { EmailWidget } from './widgets/EmailWidget.tsx';
import { HiddenWidget } from './widgets/HiddenWidget.tsx';
import { IdentifierWidget } from './widgets/IdentifierWidget.tsx';
import { MonthYearWidget } from './widgets/MonthYearWidget.tsx';
import { PasswordWidget } from './widgets/PasswordWidget.tsx';
import { PhoneWidget } from './widgets/PhoneWidget.tsx';
import { PowerWidget } from './widgets/PowerWidget.tsx';
import { PreferredDatesWidget } from './widgets/PreferredDatesWidget.tsx';
import { RadioCardsWidget } from './widgets/RadioCardsWidget.tsx';
import { RadioWidget } from './widgets/RadioWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { StatementWidget } from './widgets/StatementWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import { TextWidget } from './widgets/TextWidget.tsx';
import { YesNoWidget } from './widgets/YesNoWidget.tsx';
import { ZipCodeWidget } from './widgets/ZipCodeWidget.tsx';

/** One component per entry of WIDGET_REGISTRY: a missing or an extra name does not compile. */
export const ownWidgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  email: EmailWidget,
  password: PasswordWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
  date: DateWidget,
  monthYear: MonthYearWidget,
  preferredDates: PreferredDatesWidget,
  power: PowerWidget,
  phone: PhoneWidget,
  zipCode: ZipCodeWidget,
  bankAccount: BankAccountWidget,
  identifier: IdentifierWidget,
  yesNo: YesNoWidget,
  radioCards: RadioCardsWidget,
  statement: StatementWidget,
  addressSameAs: AddressSameAsWidget,
  attachments: AttachmentsWidget,
  hidden: HiddenWidget,
} satisfies Record<EngineWidgetName, Widget>;

export const engineWidgets = {
  ...ownWidgets,
  // RJSF's own names for defaults it picks (e.g. `uri`, `updown`) fall back to the text input.
  TextWidget,
  SelectWidget,
  CheckboxWidget,
  RadioWidget,
  CheckboxesWidget,
  TextareaWidget,
  HiddenWidget,
  EmailWidget,
  PasswordWidget,
  DateWidget,
  uri: TextWidget,
  updown: TextWidget,
  URLWidget: TextWidget,
  UpDownWidget: TextWidget,
} satisfies RegistryWidgetsType;

export type EngineWidgetRegistryName = keyof typeof engineWidgets;

export const engineTemplates = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  FieldHelpTemplate,
  FieldErrorTemplate,
  ErrorListTemplate,
  WrapIfAdditionalTemplate,
  UnsupportedFieldTemplate,
  ButtonTemplates: {
    SubmitButton,
    AddButton,
    CopyButton: HiddenButton,
    MoveDownButton: HiddenButton,
    MoveUpButton: HiddenButton,
    RemoveButton: HiddenButton,
    ClearButton: HiddenButton,
  },
} satisfies Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
};

export const engineFields = {
  StringField,
  BooleanField,
  ArrayField,
  ObjectField,
} satisfies RegistryFieldsType;

/** The theme, in the shape RJSF's `withTheme` and `<Form>` take. */
export const engineTheme = {
  widgets: engineWidgets,
  templates: engineTemplates,
  fields: engineFields,
} as const;
