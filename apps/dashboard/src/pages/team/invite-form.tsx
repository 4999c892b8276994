import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ErrorNotice } from "../../components/error-notice.js";
import { TextField } from "../../components/text-field.js";
import { trpc } from "../../trpc.js";
import { OneTimeLink } from "./one-time-link.js";
import { ROLE_LABELS, TEAM_KEY, type Role } from "./team-query.js";
import { UserText } from "../../components/user-text.js";

/** Invites someone by email and role; the invitation link comes back once, to be copied and sent. */
export function InviteForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("viewer");
  const invite = useMutation({
    mutationFn: (input: { email: string; role: Role }) => trpc.team.invite.mutate(input),
    onSuccess: () => {
      setEmail("");
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, role });
  };
  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite someone</h2>
      <p className="muted">
        A viewer reads everything except secrets; an admin also manages keys, booking statuses and the team.
      </p>
      <form className="invite-form" onSubmit={submit}>
        <TextField
          label="Email"
          name="invite-email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="field">
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            <option value="viewer">{ROLE_LABELS.viewer}</option>
            <option value="admin">{ROLE_LABELS.admin}</option>
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button primary" disabled={invite.isPending}>
            {invite.isPending ? "Inviting…" : "Create invitation"}
          </button>
        </div>
      </form>
      {invite.isError && <ErrorNotice title="No invitation created" error={invite.error} />}
      {invite.data && invite.variables && (
        <OneTimeLink
          title={
            <>
              Invitation created for <UserText>{invite.variables.email}</UserText> ({ROLE_LABELS[invite.variables.role]})
            </>
          }
          link={invite.data.link}
          expiresAt={invite.data.expiresAt}
          testId="invitation-link"
        />
      )}
    </section>
  );
}
