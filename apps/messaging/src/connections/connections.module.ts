import { Module } from '@nestjs/common';
import { ConnectionRemovedConsumer } from './consumers/connection-removed.consumer';

// Who is connected with whom, as social announces it, in the platform's member_connections
// projection (the acceptance is consumed by conversations, which also moves the pair's pending
// request to the inbox).
@Module({ providers: [ConnectionRemovedConsumer] })
export class ConnectionsModule {}
