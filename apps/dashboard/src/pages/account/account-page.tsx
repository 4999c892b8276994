import { useSignedIn } from "../../session.js";
import { ChangePasswordForm } from "./change-password-form.js";
import { UserText } from "../../components/user-text.js";

export function AccountPage() {
  const { user, merchant } = useSignedIn();
  return (
    <>
      <h1>Your account</h1>
      <section className="card" aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>
            <UserText>{user.displayName}</UserText>
          </dd>
          <dt>Email</dt>
          <dd>
            <UserText>{user.email}</UserText>
          </dd>
          <dt>Role</dt>
          <dd>{user.role === "admin" ? "Admin: manages keys and the team" : "Viewer: reads everything except secrets"}</dd>
          <dt>Merchant</dt>
          <dd>
            <UserText>{merchant.name}</UserText>
          </dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title">Change password</h2>
        <p className="muted">Your other sessions end when the password changes; this one stays signed in.</p>
        <ChangePasswordForm owner={{ email: user.email, displayName: user.displayName, merchantName: merchant.name }} />
      </section>
    </>
  );
}
