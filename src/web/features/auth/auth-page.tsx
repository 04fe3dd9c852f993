export default function AuthPage({ mode }: { mode: 'signin' | 'signup' }) {
  return <div>{mode}</div>;
}
