import { Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label } from '@app/ui';
import { useSignedInUser } from '../auth/SignedInPage';

/** Profile as the sign-in provider gave it. Resume, preferences and privacy controls arrive with their issues. */
export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name and email come from your sign-in account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="firstName">First name</Label>
          <Input id="firstName" defaultValue={user.firstName ?? ''} disabled />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="lastName">Last name</Label>
          <Input id="lastName" defaultValue={user.lastName ?? ''} disabled />
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="email">Email</Label>
          <Input id="email" type="email" value={user.email} disabled readOnly />
        </div>
      </CardContent>
    </Card>
  );
}
