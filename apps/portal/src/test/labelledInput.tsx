// A field as the login box renders it (a label around a controlled input, its value in React state), for
// the tests of the client's first render over a pre-rendered page.
import type { InputHTMLAttributes } from 'react';

interface LabelledInputProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
}

export function LabelledInput({ label, value, onValue, ...input }: LabelledInputProps) {
  return (
    <label>
      {label}
      <input {...input} value={value} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}
