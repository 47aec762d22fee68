export { createCartEngine, systemClock } from './engine';
export { canCheckout, displayedCart, lineKey } from './view';
export {
  memoryLock,
  memoryStorage,
  memoryStorageHub,
  type MemoryStorageHub,
  type MemoryStorageHubOptions,
} from './memory';
export {
  browserConnectivity,
  fetchTransport,
  localStorageAdapter,
  webLocks,
  type ConnectivitySource,
  type FetchLike,
  type FetchTransportOptions,
  type LockManagerLike,
  type StorageEventSource,
  type StorageLike,
} from './browser';
export { STORAGE_PREFIX, storageKey } from './record';
export type * from './types';
