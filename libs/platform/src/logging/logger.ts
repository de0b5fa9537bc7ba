import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export function createLogger(options: { app: string; level: string; pretty: boolean }): Logger {
  if (options.pretty) {
    // A synchronous stream, not a transport: embedded mode runs seven apps in one process and a
    // worker thread per app would cost more than the logging itself.
    return pino({ level: options.level, base: { app: options.app } }, prettyStream());
  }
  return pino({ level: options.level, base: { app: options.app } });
}

// Nest's own messages (module init, route mapping) go through pino too.
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

let sharedPretty: ReturnType<typeof pretty> | undefined;
function prettyStream() {
  sharedPretty ??= pretty({ colorize: true, sync: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname,app', messageFormat: '[{app}] {msg}' });
  return sharedPretty;
}
