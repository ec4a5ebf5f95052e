export {
  buildFormModel,
  objectShapeOf,
  orderedProperties,
  resolvedAt,
  labelOf,
  optionsOf,
  resolveSchema,
  unitOf,
  type Branch,
  type Condition,
  type FieldModel,
  type FieldOption,
  type FormModel,
  type FormUiInput,
  type ObjectShape,
  type StepModel,
} from './model.ts';
export {
  activeProperties,
  anyProperty,
  conditionHolds,
  type ActiveProperties,
  type SchemaMatcher,
} from './active.ts';
export { answersView, withoutUnit, type AnswerEntry, type AnswerSectionView } from './answers.ts';
export { fieldLabelAt, labelledMessage, titlesAt } from './labels.ts';
export { inferWidget, widgetNameOf, MAX_RADIO_OPTIONS, type EngineWidgetName } from './widgets.ts';
export { ENGINE_WIDGET_NAMES, WIDGET_REGISTRY, type WidgetEntry } from './widgetRegistry.ts';
export { orderNames, uiOptionsOf, type UiNode } from './ui.ts';
export { isJsonObject, type JsonObject } from './json.ts';
export { ITEMS, templateOf, toPointer, parsePointer, type PathSegment } from './pointer.ts';
export {
  compareForms,
  compareFormSources,
  type CompareOptions,
  nextMinorVersion,
  type DraftProblem,
  type FieldChange,
  type FieldSummary,
  type FieldType,
  type FormChange,
  type FormChangeKind,
  type FormChangeReport,
  type FormSource,
  type Requirement,
  type RequirementLevel,
  type RuleChange,
  type StepChange,
  type StepSummary,
} from './changes.ts';
export {
  answerFate,
  survivingAnswers,
  type AnswerFate,
  type DropReason,
  type DroppedAnswer,
  type SurvivingAnswers,
} from './survivors.ts';
export { secretPointers, withoutSecrets } from './secrets.ts';
export {
  ACCOUNT_PROPERTIES,
  accountPrefills,
  accountProfileFrom,
  answerAt,
  withAccountPrefill,
  type AccountPrefill,
  type AccountProfile,
  type AccountProperty,
} from './prefill.ts';
export { isSafeHref, linksIn, parseInline, plainText, type InlineNode } from './inline-text.ts';
