'use client';
import { secondaryButton } from '../ui';

export function SignOutButton() {
  const signOut = async () => {
    await fetch('/console/session', { method: 'DELETE', credentials: 'same-origin' });
    window.location.reload();
  };
  return (
    <button type="button" onClick={signOut} className={`${secondaryButton} px-2 py-1 text-xs`}>
      Sign out
    </button>
  );
}
