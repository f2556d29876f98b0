import { GoogleIcon } from '@/ui/icons';

export function GoogleButton({ onClick, disabled }: { onClick(): void; disabled?: boolean }) {
  return (
    <button type="button" className="btn btn-outline btn-block" onClick={onClick} disabled={disabled}>
      <GoogleIcon /> Login with Google
    </button>
  );
}
