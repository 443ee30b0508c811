import net from 'node:net';

/** An upload sent over a socket of its own: the request, and how its body goes out. */
export interface RawUpload {
  port: number;
  path: string;
  headers: Record<string, string>;
  payload: Buffer;
  /** Bytes of the body sent at once; then `step.bytes` every `step.everyMs` until all is sent. */
  firstBytes: number;
  step: { bytes: number; everyMs: number };
  /** The socket is closed unanswered after this long. */
  giveUpMs: number;
  /** Closes the socket once this many bytes of the body have gone, as a client cut off. */
  cutAfterBytes?: number;
}

/** What came back: the status (0 when the socket closed, or was given up, unanswered), the answer's head and body, and the time taken. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
  ms: number;
}

/**
 * Sends a POST over plain TCP, its body as slowly as asked (what `inject` cannot do), and reads the answer:
 * for slow senders, and for clients that go away mid-upload.
 */
export function rawUpload(upload: RawUpload): Promise<RawAnswer> {
  const head = [`POST ${upload.path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(upload.headers).map(([name, value]) => `${name}: ${value}`), `Content-Length: ${upload.payload.length}`, '', ''].join('\r\n');
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(upload.port, '127.0.0.1');
    let answer = Buffer.alloc(0);
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(giveUp);
      socket.destroy();
      const text = answer.toString('utf8');
      const headEnd = text.indexOf('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), head: headEnd === -1 ? text : text.slice(0, headEnd), body: headEnd === -1 ? '' : text.slice(headEnd + 4), ms: performance.now() - started });
    };
    const giveUp = setTimeout(finish, upload.giveUpMs);
    socket.on('data', (chunk) => {
      answer = Buffer.concat([answer, chunk]);
      const text = answer.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (headEnd !== -1 && answer.length >= headEnd + 4 + length) finish();
    });
    socket.on('error', () => undefined);
    socket.on('close', finish);
    const end = Math.min(upload.payload.length, upload.cutAfterBytes ?? upload.payload.length);
    let sent = Math.min(upload.firstBytes, end);
    socket.write(head);
    socket.write(upload.payload.subarray(0, sent));
    const send = () => {
      if (socket.destroyed) return;
      if (sent >= end) {
        if (upload.cutAfterBytes !== undefined) socket.resetAndDestroy();
        return;
      }
      socket.write(upload.payload.subarray(sent, sent + upload.step.bytes));
      sent += upload.step.bytes;
      timer = setTimeout(send, upload.step.everyMs);
    };
    timer = setTimeout(send, upload.step.everyMs);
  });
}
