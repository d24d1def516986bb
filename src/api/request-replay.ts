import { logAnswer, logRequest, type LoggedRequest } from './request-log';

export interface Replayed {
  status: number;
  text: string;
  ms: number;
}

/**
 * Sends a logged request again exactly as the client sent it (method, URL and body, no headers)
 * and logs it like any other. Only the request inspector uses this; it rejects with the
 * browser's error when no answer comes.
 */
export async function replayRequest(
  request: Pick<LoggedRequest, 'url' | 'method' | 'body'>,
): Promise<Replayed> {
  const logged = logRequest({ url: request.url, method: request.method, body: request.body });
  const init: RequestInit = { method: request.method };
  if (request.body !== undefined) init.body = request.body;
  try {
    const response = await fetch(request.url, init);
    const text = await response.text();
    logAnswer(logged, response.status, text);
    return { status: response.status, text, ms: logged.ms ?? 0 };
  } catch (e) {
    logAnswer(logged, undefined, undefined, String(e));
    throw e;
  }
}
