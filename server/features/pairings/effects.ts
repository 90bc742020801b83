/** The effects collector lives with realtime; kept here for the features that import it from pairings. */
export { RealtimeEffects } from '../../realtime/effects';
