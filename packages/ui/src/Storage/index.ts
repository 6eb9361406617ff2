export { StorageProvider, memoryStorage, useStorage } from './StorageProvider';
export type { KeyValueStorage, SiteStorage, StorageProviderProps, StorageSlot } from './StorageProvider';
