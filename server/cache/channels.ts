/** NOTIFY channels the database's triggers raise (migration 0046), for the poll caches. */
export const SESSION_ENDED_CHANNEL = 'onramp_session_ended';
/** Payload: the user id whose payment, workspace or language changed. */
export const USER_STATUS_CHANNEL = 'onramp_user_status';
