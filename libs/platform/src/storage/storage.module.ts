import { type DynamicModule, Global, type InjectionToken, Module, type ModuleMetadata } from '@nestjs/common';
import { FileStorage } from './file-storage.port';
import { LocalDiskStorage } from './local-disk-storage.adapter';
import { S3Storage, type S3StorageConfig } from './s3-storage.adapter';

export type StorageConfig = { driver: 'local'; rootDir: string } | ({ driver: 's3' } & S3StorageConfig);

export interface StorageModuleAsyncOptions {
  imports?: ModuleMetadata['imports'];
  inject?: InjectionToken[];
  useFactory: (...args: never[]) => StorageConfig | Promise<StorageConfig>;
}

export const STORAGE_CONFIG = Symbol('STORAGE_CONFIG');

// Ready to use when it resolves: the root directory or the bucket exists. An unreachable S3 fails
// the boot (a service that cannot store uploads should not report itself healthy).
export async function openFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.driver === 'local') {
    const storage = new LocalDiskStorage(config.rootDir);
    await storage.ensureRoot();
    return storage;
  }
  const storage = new S3Storage(config);
  try {
    await storage.ensureBucket();
  } catch (error) {
    storage.onApplicationShutdown();
    throw error;
  }
  return storage;
}

@Global()
@Module({})
export class StorageModule {
  static forRoot(config: StorageConfig): DynamicModule {
    return StorageModule.forRootAsync({ useFactory: () => config });
  }

  // For a config that comes from an injected provider (apps/<svc>/src/config.ts).
  static forRootAsync(options: StorageModuleAsyncOptions): DynamicModule {
    return {
      module: StorageModule,
      global: true,
      imports: options.imports ?? [],
      providers: [
        { provide: STORAGE_CONFIG, inject: options.inject ?? [], useFactory: options.useFactory },
        { provide: FileStorage, inject: [STORAGE_CONFIG], useFactory: openFileStorage },
      ],
      exports: [FileStorage],
    };
  }
}
