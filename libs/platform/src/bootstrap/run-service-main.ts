import { ConfigError } from '../config/config';
import { startService, type ServiceDefinition } from './create-service-app';
import type { defineServiceEnv } from '../config/config';

// Cluster entry point: one process per service, config from the process environment, a clean
// stop on SIGTERM/SIGINT, and a one-line reason on a bad configuration.
export async function runServiceMain<S extends ReturnType<typeof defineServiceEnv>>(definition: ServiceDefinition<S>): Promise<void> {
  if (Number(process.versions.node.split('.')[0]) < 24) {
    console.error(`[${definition.name}] Node ${process.versions.node} is too old: Stave needs Node 24 (run through npm scripts)`);
    process.exit(1);
  }
  try {
    const service = await startService(definition, process.env);
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      service.logger.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 15_000);
      timer.unref();
      await service.close({ linger: true });
      process.exit(0);
    };
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`[${definition.name}] failed to start:`, error);
    process.exit(1);
  }
}
