import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { SUBMIT, TITLE, words } from './signupFields';

/** Peer: the same signup form with react-hook-form and a zod schema (same rules, same messages). */
const filled = (message: string, max: number, tooLong = message) =>
  z.string().regex(/\S/, message).max(max, tooLong);

const signup = z
  .object({
    firstName: filled(
      words('validation.signup.firstName'),
      100,
      words('validation.signup.firstNameTooLong'),
    ),
    lastName: filled(
      words('validation.signup.lastName'),
      100,
      words('validation.signup.lastNameTooLong'),
    ),
    company: filled(
      words('validation.signup.company'),
      200,
      words('validation.signup.companyTooLong'),
    ),
    phoneNumber: z.string().regex(/^\+?[0-9]{6,15}$/, words('validation.phone.invalid')),
    email: z
      .string()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, words('validation.signup.email')),
    password: z
      .string()
      .min(8, words('validation.password.rule'))
      .max(256)
      .regex(/^(?=.*[0-9])(?=.*\p{Ll})(?=.*\p{Lu})/u, words('validation.password.rule')),
    confirmPassword: z.string().max(256),
    expectations: z.string().max(5000),
    problems: z.string().max(5000),
    campaignTemplateId: z.string().max(200),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: words('validation.password.mismatch'),
  });

type Signup = z.infer<typeof signup>;

const FIELDS: { name: keyof Signup; type: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

function SignupForm() {
  const { register, handleSubmit, formState } = useForm<Signup>({
    resolver: zodResolver(signup),
    defaultValues: { expectations: '', problems: '', campaignTemplateId: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((data) => console.log('submitted', data))}>
      <h1>{TITLE}</h1>
      {FIELDS.map(({ name, type, autoComplete }) => {
        const error = formState.errors[name]?.message;
        return (
          <p key={name}>
            <label htmlFor={name}>{words(`auth.signup.fields.${name}`)}</label>
            <input
              id={name}
              type={type}
              autoComplete={autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${name}-error` : undefined}
              {...register(name)}
            />
            {error && <span id={`${name}-error`}>{error}</span>}
          </p>
        );
      })}
      <input type="hidden" {...register('expectations')} />
      <input type="hidden" {...register('problems')} />
      <input type="hidden" {...register('campaignTemplateId')} />
      <button type="submit">{SUBMIT}</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <main>
    <SignupForm />
  </main>,
);
