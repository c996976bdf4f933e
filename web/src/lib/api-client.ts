// Thin fetch wrapper for the command API: JSON in and out, bearer token attached, non-2xx thrown as ApiError;
// a call refused for want of a recent second factor is confirmed through the registered step-up handler and
// sent once more.
import { getStoredToken } from './token-storage';

/** Also the base for addresses the browser opens itself, such as the Google sign-in start. */
export const API_BASE_URL = import.meta.env.VITE_API_URL || '/api';

/** A failed call, keeping the envelope so callers can read `code` and extra fields such as `passwordErrors`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return readField(this.body, 'code');
  }

  /** The server's own words for people (the envelope's `error`), when it sent any. */
  get serverMessage(): string | undefined {
    return readField(this.body, 'error');
  }

  /** Any other field of the envelope, such as `passwordErrors` or `isGoogleUser`. */
  field(key: string): unknown {
    return typeof this.body === 'object' && this.body !== null
      ? (this.body as Record<string, unknown>)[key]
      : undefined;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Defaults to the stored session token; pass null for an anonymous call. */
  token?: string | null;
  signal?: AbortSignal;
};

/** The code of a 401 that asks the person to confirm a second factor before the call can go through. */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

/**
 * Confirms the person's second factor and stores the fresh token it gives; rejects when they give up.
 * Registered by the step-up dialog, so no caller of apiRequest has to know about step-up.
 */
export type StepUpHandler = (refusal: ApiError) => Promise<void>;

let stepUpHandler: StepUpHandler | null = null;

/** Installs the handler and returns what removes it again. */
export function registerStepUpHandler(handler: StepUpHandler): () => void {
  stepUpHandler = handler;
  return () => {
    if (stepUpHandler === handler) stepUpHandler = null;
  };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await sendRequest<T>(path, options);
  } catch (error) {
    const handler = stepUpHandler;
    if (!(error instanceof ApiError && error.status === 401 && error.code === STEP_UP_REQUIRED) || !handler) {
      throw error;
    }
    try {
      await handler(error);
    } catch {
      // Given up: the screen shows why the call was refused, as it would have without the dialog.
      throw error;
    }
    // Once only, with the token the confirmation stored: a second refusal is the screen's to show.
    return sendRequest<T>(path, { ...options, token: undefined });
  }
}

async function sendRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const token = options.token === undefined ? getStoredToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(`${API_BASE_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload = await readJson(response);
  // The envelope's flag is the last word (spec §7): a 2xx that says `success: false` is a failure too.
  const refused =
    typeof payload === 'object' && payload !== null && 'success' in payload && payload.success === false;
  if (!response.ok || refused) {
    const message = readField(payload, 'error') ?? readField(payload, 'message') ?? response.statusText;
    throw new ApiError(response.status, message || `Request failed with status ${response.status}`, payload);
  }
  return payload as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * What a person reads about a failed call: the server's `error` when it answered with one, `fallback` when
 * it answered without, and `offline` when no answer came at all (fetch itself threw).
 */
export function failureMessage(error: unknown, fallback: string, offline: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return offline;
}

async function readJson(response: Response): Promise<unknown> {
  // Empty bodies (204, proxies' HTML error pages) are not worth a parse error of their own.
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readField(payload: unknown, key: string): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}
