// The staff workspace's own API (its home's counts); each queue's calls live in the module that owns the records.
export { staffWorkspaceRoutes } from './routes';
