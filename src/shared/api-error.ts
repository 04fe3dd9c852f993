import type { ErrorCode, MessageParams } from './messages';

/** The one error shape every API endpoint answers with. `fields` maps a form field to a code. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    params?: MessageParams;
    fields?: Record<string, ErrorCode>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as { error: unknown }).error === 'object' &&
    typeof (value as { error: { code?: unknown } }).error?.code === 'string'
  );
}
