export { isFileKey, localFileStore, type FileStore, type StoredFile } from './file-store';
export { contentDisposition, nameForType, sendStoredFile, type SendOptions } from './send-stored-file';
