import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { formatTime } from "../../format-time.js";
import { useSignedIn } from "../../session.js";
import { InviteForm } from "./invite-form.js";
import { MemberActions } from "./member-actions.js";
import { PendingInvitations } from "./pending-invitations.js";
import { ROLE_LABELS, useTeam, type Team } from "./team-query.js";
import "./team.css";
import { UserText } from "../../components/user-text.js";

/** The merchant's dashboard users and open invitations. Admins manage them; viewers read the list. */
export function TeamPage() {
  const { user } = useSignedIn();
  const team = useTeam();
  const isAdmin = user.role === "admin";
  return (
    <>
      <h1>Team</h1>
      <p className="lead">
        {isAdmin
          ? "Invite people or withdraw an invitation, change their role or remove them. A team always keeps at least one admin."
          : "Only admins can invite, change roles or remove members."}
      </p>
      {team.isPending && <LoadingState label="Loading the team" />}
      {team.isError && (
        <ErrorNotice title="The team could not be loaded" error={team.error} onRetry={() => void team.refetch()} />
      )}
      {team.data && (
        <>
          <MembersSection members={team.data.members} isAdmin={isAdmin} />
          {isAdmin && <InviteForm />}
          <PendingInvitations invitations={team.data.invitations} isAdmin={isAdmin} />
        </>
      )}
    </>
  );
}

function MembersSection({ members, isAdmin }: { members: Team["members"]; isAdmin: boolean }) {
  return (
    <section className="card" aria-labelledby="members-title">
      <h2 id="members-title">Members</h2>
      <ul className="member-list" data-testid="members">
        {members.map((member) => (
          <li key={member.id} className="member" data-testid={`member-${member.email}`}>
            <div className="member-head">
              <span className="member-name">
                <UserText>{member.displayName}</UserText>
                {member.isYou && <span className="muted"> (you)</span>}
              </span>
              <span className="badge" data-testid="member-role">
                {ROLE_LABELS[member.role]}
              </span>
            </div>
            <dl className="member-facts">
              <dt>Email</dt>
              <dd>
                <UserText>{member.email}</UserText>
              </dd>
              <dt>Last sign-in</dt>
              <dd>
                {member.lastSignInAt === null ? (
                  "Never"
                ) : (
                  <time dateTime={member.lastSignInAt}>{formatTime(member.lastSignInAt)}</time>
                )}
              </dd>
              <dt>Joined</dt>
              <dd>
                <time dateTime={member.joinedAt}>{formatTime(member.joinedAt)}</time>
              </dd>
            </dl>
            {isAdmin && <MemberActions member={member} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
