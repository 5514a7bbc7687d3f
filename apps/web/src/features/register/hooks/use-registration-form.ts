import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { RegisterPlayer } from '@coulisses/shared/player/player.schema';
import {
  REGISTRATION_FIELDS,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
} from '../validate-registration';

type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * The registration form, validated as react-hook-form's 'onTouched' mode does: a field is
 * checked when it loses the focus, then on each change; after a submit, on each change only.
 * The values stay in the inputs themselves (uncontrolled): typing does not render the dialog
 * again. Written for /register alone, the page that loads no form library
 * (docs/decisions/0028-react-renders-what-ships.md).
 */
export function useRegistrationForm() {
  const elements = useRef<Partial<Record<RegistrationField, FieldElement>>>({});
  const touched = useRef(new Set<RegistrationField>());
  const submitted = useRef(false);
  const submitting = useRef(false);
  const [errors, setErrors] = useState<RegistrationErrors>({});

  /** A field's value as it is in the page (typed before the app ran, if it was prerendered). */
  const valueOf = (name: RegistrationField) => elements.current[name]?.value ?? '';
  const values = () => ({ lang: valueOf('lang'), mail: valueOf('mail'), sessionId: valueOf('sessionId') });

  const check = async (name: RegistrationField) => {
    const { errors: found } = await validateRegistration(values());
    setErrors((current) => ({ ...current, [name]: found?.[name] }));
  };

  /** The props that tie an input to the form; `onChange` runs besides the validation. */
  const register = (name: RegistrationField, { onChange }: { onChange?: (value: string) => void } = {}) => ({
    name,
    ref: (element: FieldElement | null) => {
      elements.current[name] = element ?? undefined;
    },
    onChange: (event: { target: { value: string } }) => {
      onChange?.(event.target.value);
      if (submitted.current || touched.current.has(name)) void check(name);
    },
    onBlur: () => {
      touched.current.add(name);
      if (!submitted.current) void check(name);
    },
  });

  /**
   * The form's submit: every field is checked; valid, the parsed input goes to `onValid`,
   * else the first invalid field gets the focus, once its error is on screen. A second
   * submit while one is under way does nothing (the first check may wait for the schema's
   * code on a slow network); when that code cannot be loaded, `onUnavailable` says so.
   */
  const handleSubmit =
    (onValid: (input: RegisterPlayer) => Promise<void>, onUnavailable: () => void) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      try {
        const checked = await validateRegistration(values());
        submitted.current = true;
        // A submit starts afresh: the server's last refusals go with the old errors.
        flushSync(() => setErrors(checked.errors ?? {}));
        if (checked.input) return await onValid(checked.input);
        const first = REGISTRATION_FIELDS.find((name) => checked.errors[name]);
        if (first) elements.current[first]?.focus();
      } catch {
        onUnavailable();
      } finally {
        submitting.current = false;
      }
    };

  /**
   * An error the server found, shown until the field changes or the next submit.
   * An empty message marks the field invalid and says nothing: the message is said elsewhere.
   */
  const setError = (name: RegistrationField, message: string) =>
    setErrors((current) => ({ ...current, [name]: message }));

  const focus = (name: RegistrationField) => elements.current[name]?.focus();

  /** Puts a value in a field from outside it (the language chosen from the suggestion). */
  const setValue = (name: RegistrationField, value: string) => {
    const element = elements.current[name];
    if (element) element.value = value;
  };

  return { register, errors, setError, focus, handleSubmit, valueOf, setValue };
}
