/** The account-status page of a signed-in login without a customer (rendered by the shell's error boundary). */
export { AccountStatusScreen } from './account-status-screen';
