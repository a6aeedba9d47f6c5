/** A parameter value of a message: what copy interpolates (a name, a count, a list of suggestions). */
export type MessageParam = string | number | boolean | null | readonly string[];

export type MessageParams = Readonly<Record<string, MessageParam>>;

/**
 * A message as it travels and is kept: a copy key and its parameters, translated only where it is
 * shown, so a language switch re-renders messages already on screen. Every error uses this shape.
 */
export interface Message {
  id: string;
  params?: MessageParams;
}
