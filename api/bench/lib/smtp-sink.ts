import { SMTPServer } from 'smtp-server';
import { benchPorts } from './bench-env.js';

export interface SmtpSink {
  count(): number;
  close(): Promise<void>;
}

/** An SMTP server in this process that accepts and drops every message, counting them. */
export async function startSink(): Promise<SmtpSink> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    maxClients: 200,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(benchPorts.smtp, '127.0.0.1', resolve));
  return {
    count: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
