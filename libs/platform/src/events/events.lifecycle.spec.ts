import { describe, expect, it } from '@jest/globals';
import { MetadataScanner, type DiscoveryService } from '@nestjs/core';
import { EventsLifecycle } from './events.lifecycle';
import { OnEvent } from './on-event.decorator';

// The inbox keys a service's handlers are stored under: what must never change by accident.
function inboxKeysOf(...providers: object[]): string[] {
  const discovery = { getProviders: () => providers.map((instance) => ({ instance, isDependencyTreeStatic: () => true })) } as unknown as DiscoveryService;
  const lifecycle = new (EventsLifecycle as unknown as new (...args: unknown[]) => EventsLifecycle)(
    discovery,
    new MetadataScanner(),
    null,
    null,
    null,
    null,
    'social',
    {},
  );
  return lifecycle.handlers.map((handler) => `${handler.event} → ${handler.consumer}`);
}

class NotificationsConsumer {
  @OnEvent('social.post.liked.v1', { inboxKey: 'NotificationsConsumer.onLiked' })
  async onLiked(): Promise<void> {}

  @OnEvent('social.comment.created.v1', { inboxKey: 'NotificationsConsumer.onComment' })
  async onComment(): Promise<void> {}
}

// The same handler after a rename of its class and method: its explicit key keeps its inbox rows.
class LikeNotifications {
  @OnEvent('social.post.liked.v1', { inboxKey: 'NotificationsConsumer.onLiked' })
  async notifyAuthor(): Promise<void> {}
}

class Clash {
  @OnEvent('social.comment.created.v1', { inboxKey: 'NotificationsConsumer.onLiked' })
  async onComment(): Promise<void> {}
}

describe('event handlers: inbox keys', () => {
  it('stores the key as <service>:<inboxKey>, the form keys derived from <Class>.<method> had before', () => {
    expect(inboxKeysOf(new NotificationsConsumer())).toEqual([
      'social.post.liked.v1 → social:NotificationsConsumer.onLiked',
      'social.comment.created.v1 → social:NotificationsConsumer.onComment',
    ]);
  });

  it('keeps an explicit key through a rename of the class and method', () => {
    expect(inboxKeysOf(new LikeNotifications())).toEqual(['social.post.liked.v1 → social:NotificationsConsumer.onLiked']);
  });

  it('refuses two methods under one key (the second would never run)', () => {
    expect(() => inboxKeysOf(new NotificationsConsumer(), new Clash())).toThrow(
      'inbox key social:NotificationsConsumer.onLiked is used by both NotificationsConsumer.onLiked and Clash.onComment',
    );
  });

  it('refuses a key with spaces or separators', () => {
    expect(() => OnEvent('social.post.liked.v1', { inboxKey: 'social:Notifications onLiked' })).toThrow(/inboxKey/);
  });
});
