import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { eventually, freePort } from './infra';

// A Redis of a test's own (the machine's `redis-server`, nothing kept on disk) for an outage the other tests must
// not share: SIGKILL, then a start on the same port, empty, as a Redis without persistence comes back.
export class PrivateRedis {
  private server?: ChildProcess;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.startAgain();
    return redis;
  }

  async startAgain(): Promise<void> {
    const server = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    server.on('error', () => undefined);
    this.server = server;
    await eventually(
      async () => {
        if (server.exitCode !== null) throw new Error(`redis-server exited with ${server.exitCode} (is it installed?)`);
        return answersPing(this.port);
      },
      10_000,
      100,
    );
  }

  async kill(): Promise<void> {
    const server = this.server;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill();
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}
