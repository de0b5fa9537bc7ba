import { ConfigError } from '@stave/platform';
import { startGateway } from './start-gateway';

async function main(): Promise<void> {
  try {
    const gateway = await startGateway(process.env);
    const stop = async () => {
      setTimeout(() => process.exit(1), 15_000).unref();
      await gateway.close({ linger: true });
      process.exit(0);
    };
    process.on('SIGTERM', () => void stop());
    process.on('SIGINT', () => void stop());
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

void main();
