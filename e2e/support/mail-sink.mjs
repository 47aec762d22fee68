// The end-to-end run's SMTP server (plain Node, started by e2e/support/servers.ts before the back office): it
// accepts every mail on 127.0.0.1 and writes each one raw to var/e2e/mail/<timestamp>-<n>.eml, where
// e2e/support/mail.ts (waitForMail) reads them. Usage: node e2e/support/mail-sink.mjs [port] [folder]
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.argv[2] ?? 2526);
const folder = process.argv[3] ?? join(root, 'var', 'e2e', 'mail');
mkdirSync(folder, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
      // Written under a temporary name, then renamed: a reader never sees half a message.
      const tmp = join(folder, `.${name}.tmp`);
      writeFileSync(tmp, Buffer.concat(chunks));
      renameSync(tmp, join(folder, name));
      callback();
    });
  },
});
server.on('error', (err) => console.error('mail sink:', err.message));
server.listen(port, '127.0.0.1', () => console.log(`mail sink on 127.0.0.1:${port}, writing to ${folder}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
