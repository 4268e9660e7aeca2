import type { Socket } from 'node:net';

const answers: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large.',
  },
};

const unreadable = {
  status: 400,
  reason: 'Bad Request',
  message: 'The request could not be read. Please check what was sent.',
};

/**
 * Answers a request that never reached a route (headers too slow or malformed) in the api's
 * one error shape, then closes the connection, as Node does for these errors.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer = answers[error.code ?? ''] ?? unreadable;
  const body = JSON.stringify({ success: false, message: answer.message });
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
