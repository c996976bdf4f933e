// Registration (spec §2 Signup, §5 Signup, §8 Registration): on success the person is told to check their mail.
import { registerRequestSchema } from '@shop/command-api/contracts';
import { checkPassword, PASSWORD_MESSAGES } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { type RegisterRequest, useRegister } from '../api/register';
import { AUTH_MESSAGES } from '../messages';
import { failureMessage, firstIssuePerField, passwordErrorsOf } from '../utils/failure';
import { GoogleSignInLink } from './google-sign-in-link';
import { PasswordErrorList } from './password-error-list';
import { PasswordStrengthMeter } from './password-strength-meter';

type SignupValues = { username: string; email: string; password: string; confirmPassword: string };
type SignupErrors = Partial<Record<keyof SignupValues, string>>;

const EMPTY: SignupValues = { username: '', email: '', password: '', confirmPassword: '' };

/** The request to send, or what is wrong with each field. */
function validateSignup(values: SignupValues): { request: RegisterRequest } | { errors: SignupErrors } {
  const parsed = registerRequestSchema.safeParse(values);
  const errors: SignupErrors = parsed.success
    ? {}
    : firstIssuePerField(parsed.error.issues, ([field]) => field as keyof SignupValues);
  if (!values.password) errors.password = PASSWORD_MESSAGES.required;
  else if (!checkPassword(values.password).isValid) errors.password = AUTH_MESSAGES.passwordRequirements;
  if (values.password !== values.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.passwordsDoNotMatch;
  return parsed.success && Object.keys(errors).length === 0 ? { request: parsed.data } : { errors };
}

export function SignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<SignupErrors>({});
  const signup = useRegister({
    onSuccess: (_answer, request) =>
      navigate('/email-verification-pending', { state: { email: request.email } }),
  });

  const field = (name: keyof SignupValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: fieldErrors[name],
    required: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSignup(values);
    if ('errors' in result) {
      setFieldErrors(result.errors);
      return;
    }
    setFieldErrors({});
    signup.mutate(result.request);
  };

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign up">
        {signup.error && (
          <Alert tone="error">
            <p>
              {failureMessage(
                signup.error,
                AUTH_MESSAGES.registrationFailed,
                signup.error.message || AUTH_MESSAGES.signupFailed,
              )}
            </p>
            <PasswordErrorList errors={passwordErrorsOf(signup.error)} />
          </Alert>
        )}
        <TextField label="Username" autoComplete="username" {...field('username')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <PasswordStrengthMeter password={values.password} />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <p className="form__aside">
          By signing up you agree to our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
        <button type="submit" className="button button--primary button--block" disabled={signup.isPending}>
          {signup.isPending ? 'Signing Up...' : 'Sign Up'}
        </button>
      </form>
      <p className="auth-divider">or</p>
      <GoogleSignInLink />
      <p className="auth-switch">
        Already have an account? <Link to="/login">Sign In</Link>
      </p>
    </>
  );
}
