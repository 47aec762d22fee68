// Scheduled jobs across several back-office processes: a lease per job in the database (decision 016).
export { lastRun, releaseLease, runExclusive, takeLease } from './lease';
export { schedulePeriodic } from './periodic';
export { afterAnswer, type AfterAnswer } from './after-answer';
