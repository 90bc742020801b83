import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { uiCopy } from '@shared/ui-copy';
import { IconButton } from './IconButton';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  return (
    <TextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      trailing={
        <IconButton
          size="sm"
          icon={isRevealed ? EyeOff : Eye}
          label={isRevealed ? uiCopy.auth.hidePassword : uiCopy.auth.showPassword}
          aria-pressed={isRevealed}
          onClick={() => setIsRevealed((value) => !value)}
        />
      }
    />
  );
}
