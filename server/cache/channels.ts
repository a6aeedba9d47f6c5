/** NOTIFY channels the database's triggers raise (migrations 0046 and 0048), for the caches. */
export const SESSION_ENDED_CHANNEL = 'onramp_session_ended';
/** Payload: the user id whose payment, workspace or language changed. */
export const USER_STATUS_CHANNEL = 'onramp_user_status';
/** Payload: the brand whose experiment started, stopped or was removed. */
export const EXPERIMENTS_CHANNEL = 'onramp_experiments';
