/** The body of a language choice: one of the brand's languages, nothing else. */
export function languageChoiceSchema(languages: readonly string[]) {
  return {
    type: 'object',
    required: ['language'],
    additionalProperties: false,
    properties: { language: { type: 'string', enum: [...languages] } },
  } as const;
}
