import { z } from 'zod';
import { messages } from '../messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from '../rules';

/** The spec's password rule with its messages, used by sign-up, change-password and forms. */
export const zPassword = z
  .string({ error: messages.password.newRequired })
  .min(1, messages.password.newRequired)
  .min(PASSWORD_MIN_LENGTH, messages.password.newMinLength)
  .max(PASSWORD_MAX_LENGTH, messages.password.rule)
  .regex(PASSWORD_PATTERN, messages.password.rule);

export const zEmail = z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254);

export const zSignUp = z.object({
  email: zEmail,
  password: z.string().regex(PASSWORD_PATTERN, messages.password.rule).max(PASSWORD_MAX_LENGTH),
  name: z.string().trim().max(200).optional(),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
});
export type SignUpInput = z.infer<typeof zSignUp>;

export const zSignIn = z.object({ email: zEmail, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

export const zChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Current Password is required'),
    newPassword: zPassword,
    confirmPassword: z
      .string()
      .min(1, messages.password.confirmRequired)
      .min(PASSWORD_MIN_LENGTH, 'Confirm Password should be of minimum 8 characters length')
      .regex(PASSWORD_PATTERN, messages.password.rule),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.password.mustMatch,
    path: ['confirmPassword'],
  });
