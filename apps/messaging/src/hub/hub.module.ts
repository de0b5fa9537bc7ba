import { Module } from '@nestjs/common';
import { SocketHub } from './socket-hub';

// The hub alone: who is connected on this instance and the frames to send them, across instances (Redis pub/sub).
// Both the domains that publish frames (conversations) and the socket server (realtime) use it, so it is its own
// folder, below both.
@Module({ providers: [SocketHub], exports: [SocketHub] })
export class HubModule {}
