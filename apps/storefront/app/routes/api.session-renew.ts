import { renewSession } from '../features/session/index.server';

/** The page's silent renewal (features/session SessionKeeper; spec doc 2 §4): POST only. */
export const action = renewSession;
