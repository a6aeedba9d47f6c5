/** A problem a check found in one widget's or field's value: where inside the value, and the message key. */
export interface ValueProblem {
  path: (string | number)[];
  message: string;
}

/** A widget's or field's check of its value that JSON Schema cannot state; [] when it holds. */
export type Validate = (value: unknown) => ValueProblem[];
