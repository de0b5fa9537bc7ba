import { Module } from '@nestjs/common';
import { SocketHub } from './socket-hub';

// The hub alone, for the domains that publish frames (conversations) without the socket server.
@Module({ providers: [SocketHub], exports: [SocketHub] })
export class HubModule {}
