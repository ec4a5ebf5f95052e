// RJSF's ValidatorType backed by the form's PRECOMPILED validator (quality-bar "Validators": precompiled
// at build time; no `new Function` in the browser). Nothing here compiles a schema:
// - validateFormData: runs the standalone validator of the whole form with "today" injected
//   (validateWithContext), localizes with the validation package (Polish messages identical to the
//   server's) and maps the errors to RJSF's ErrorSchema. Given a schema that is a subset of the root's
//   top-level properties (a wizard step), it reports only the errors under those properties.
// - isValid: the structural matcher of schemaMatcher.ts; RJSF calls it for if/then/else, dependencies and
//   oneOf/anyOf resolution, and the forms' conditions are const/enum/required discriminators.
// - rawValidation: the precompiled validator for the root schema, the matcher for anything else.
import type { ContextualValidator } from '@portal/validation/browser';
import {
  ErrorSchemaBuilder,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { parsePointer } from '@portal/json-pointer';
import { validateFormData, type FieldError } from './formErrors.ts';
import { matchesSchema } from './schemaMatcher.ts';

export interface PrecompiledValidatorOptions {
  /** 'YYYY-MM-DD' for the date rules; the validators default to today in Europe/Warsaw. */
  readonly today?: string;
}

function toDottedProperty(pointer: string): string {
  return parsePointer(pointer)
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
    .join('');
}

export function toRjsfErrors(errors: readonly FieldError[]): RJSFValidationError[] {
  return errors.map((error) => {
    const property = toDottedProperty(error.pointer);
    return {
      name: error.keyword,
      message: error.message,
      property,
      stack: property ? `${property} ${error.message}` : error.message,
    };
  });
}

export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  for (const error of errors) {
    const path = parsePointer(error.pointer);
    builder.addErrors(error.message, path.length > 0 ? path : undefined);
  }
  return builder.ErrorSchema;
}

function topLevelProperties(schema: RJSFSchema): string[] | null {
  const properties = schema.properties;
  return properties && typeof properties === 'object' ? Object.keys(properties) : null;
}

export class PrecompiledValidator implements ValidatorType {
  constructor(
    private readonly validate: ContextualValidator,
    private readonly rootSchema: RJSFSchema,
    private readonly options: PrecompiledValidatorOptions = {},
  ) {}

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    let errors = validateFormData(this.validate, formData, this.options.today);
    if (schema !== this.rootSchema) {
      const sections = topLevelProperties(schema);
      if (sections) {
        errors = errors.filter((error) => {
          const [first] = parsePointer(error.pointer);
          return first !== undefined && sections.includes(first);
        });
      }
    }
    let rjsfErrors = toRjsfErrors(errors);
    if (transformErrors) rjsfErrors = transformErrors(rjsfErrors, uiSchema);
    let errorSchema = toErrorSchema(errors);
    if (customValidate) {
      // The forms put every rule in the schema; a custom validator is supported for completeness and
      // adds its messages through RJSF's usual FormValidation handler.
      const builder = new ErrorSchemaBuilder(errorSchema);
      const handler = createErrorHandler(builder);
      customValidate(formData, handler as never, uiSchema, errorSchema);
      errorSchema = builder.ErrorSchema;
    }
    return { errors: rjsfErrors, errorSchema };
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    return matchesSchema(schema, formData, (rootSchema ?? this.rootSchema) as Record<string, unknown>);
  }

  rawValidation<Result = unknown>(
    schema: RJSFSchema,
    formData?: unknown,
  ): { errors?: Result[]; validationError?: Error } {
    if (schema === this.rootSchema) {
      return { errors: validateFormData(this.validate, formData, this.options.today) as Result[] };
    }
    return matchesSchema(schema, formData, this.rootSchema as Record<string, unknown>)
      ? { errors: [] }
      : { errors: [{ keyword: 'structural', message: 'does not match' } as Result] };
  }
}

/** A FormValidation-shaped object whose `addError` writes into `builder` at the matching path. */
function createErrorHandler(builder: ErrorSchemaBuilder, path: string[] = []): object {
  return new Proxy(
    {},
    {
      get(_target, key) {
        if (key === 'addError')
          return (message: string) => builder.addErrors(message, path.length ? path : undefined);
        if (key === '__errors') return undefined;
        return typeof key === 'string' ? createErrorHandler(builder, [...path, key]) : undefined;
      },
    },
  );
}

export function createPrecompiledValidator(
  validate: ContextualValidator,
  rootSchema: RJSFSchema,
  options: PrecompiledValidatorOptions = {},
): PrecompiledValidator {
  return new PrecompiledValidator(validate, rootSchema, options);
}
