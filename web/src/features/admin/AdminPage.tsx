import { EmptyState } from '@app/ui';
import { Shield } from 'lucide-react';
import { Navigate } from 'react-router';
import { useSignedInUser } from '../auth/SignedInPage';

/** Staff only (role from the server); everyone else goes to /dashboard and sees nothing (spec §6). */
export function AdminPage() {
  const user = useSignedInUser();
  if (user.role !== 'staff') return <Navigate to="/dashboard" replace />;
  return (
    <EmptyState icon={Shield} title="Admin data viewer">
      The user list and data views are being built.
    </EmptyState>
  );
}
