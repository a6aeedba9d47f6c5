import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { plainSignupSchema, SUBMIT, TITLE } from './signupFields';

/** Peer: the signup schema in plain @rjsf/core with its ajv8 validator, compiled in the browser. */
const uiSchema = {
  phoneNumber: { 'ui:options': { inputType: 'tel' } },
  email: { 'ui:widget': 'email' },
  password: { 'ui:widget': 'password' },
  confirmPassword: { 'ui:widget': 'password' },
  expectations: { 'ui:widget': 'hidden' },
  problems: { 'ui:widget': 'hidden' },
  campaignTemplateId: { 'ui:widget': 'hidden' },
  'ui:submitButtonOptions': { submitText: SUBMIT },
};

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>{TITLE}</h1>
    <Form
      schema={plainSignupSchema()}
      uiSchema={uiSchema}
      validator={validator}
      noHtml5Validate
      showErrorList={false}
      onSubmit={({ formData }) => console.log('submitted', formData)}
    />
  </main>,
);
