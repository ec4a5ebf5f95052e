// Turns the schema errors Fastify reports for a request into the field errors of an ApiError.
import type { FieldError } from '@portal/api-contract';

interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

function messageOf(error: SchemaError): string {
  switch (error.keyword) {
    case 'required':
      return 'Pole obowiązkowe';
    case 'maxLength':
      return `Wartość nie może być dłuższa niż ${String(error.params.limit)} znaków`;
    default:
      return 'Niepoprawna wartość';
  }
}

export function fieldErrorsOf(errors: unknown[], context?: string): FieldError[] {
  const prefix = context && context !== 'body' ? `/${context}` : '';
  return (errors as SchemaError[]).map((error) => {
    const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
    return { path: prefix + error.instancePath + missing, keyword: error.keyword, message: messageOf(error) };
  });
}
