import type { DiscoveryService, MetadataScanner } from '@nestjs/core';

export interface DecoratedMethod<M> {
  className: string;
  method: string;
  metadata: M;
  // Bound to its provider instance.
  fn: (...args: unknown[]) => Promise<unknown>;
}

// Every method of the app's providers that carries `key` metadata (@OnEvent, @JobHandler): how the
// platform finds a service's consumers and job handlers without a list to keep up to date.
export function findDecoratedMethods<M>(discovery: DiscoveryService, scanner: MetadataScanner, key: string): DecoratedMethod<M>[] {
  const found: DecoratedMethod<M>[] = [];
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
    const prototype = Object.getPrototypeOf(instance);
    for (const method of scanner.getAllMethodNames(prototype)) {
      const metadata: M | undefined = Reflect.getMetadata(key, prototype, method);
      if (metadata === undefined) continue;
      const fn = instance[method] as DecoratedMethod<M>['fn'];
      found.push({ className: prototype.constructor.name, method, metadata, fn: fn.bind(instance) });
    }
  }
  return found;
}
