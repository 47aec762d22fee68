// Scheduled jobs across several back-office processes: a lease per job in the database (decision 016).
export { runExclusive } from './lease';
export { lastRun, releaseLease, takeLease } from './repository';
export { schedulePeriodic } from './periodic';
export { afterAnswer, type AfterAnswer } from './after-answer';
