package classify

import "testing"

// First run at a7da3eeb: 22/34 overall, 9/19 tricky.
func TestIndependentCases1463(t *testing.T) {
	runIndependent(t, "testdata/independent1463.jsonl", false)
}

// TestGeneralise1463StateOnceRefusal: a refused act bounded by the state
// the object reached, after "once" or "after" ("order 991 cannot be
// cancelled once it has shipped", a PL/pgSQL RAISE under P0001), reads
// premise as stateAfterRefusal's colon form does; a handle of the caller's
// own and a field fixed at its making keep their readings (raised.go stateOnceRefusal).
func TestGeneralise1463StateOnceRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"once-shipped-p0001", "postgres", 0, "P0001", "ERROR: order 12 cannot be cancelled once it has shipped (SQLSTATE P0001)", premise},
		{"after-paid", "postgres", 0, "P0001", "ERROR: invoice 7 can't be edited after it is paid (SQLSTATE P0001)", premise},
		{"once-fulfilled-active", "postgres", 0, "P0001", "ERROR: cannot add lines once the order has been fulfilled (SQLSTATE P0001)", premise},
		{"once-posted-mysql", "mysql", 0, "45000", "Error 1644 (45000): journal entry may not be changed once it is posted", premise},
		{"near-created", "postgres", 0, "P0001", "ERROR: order 12 cannot be edited once it has been created (SQLSTATE P0001)", unk},
		{"near-own-handle", "go", 0, "", "connection cannot be used once it is closed", unk},
		{"near-set-once", "postgres", 0, "P0001", "ERROR: tenant slug cannot be changed once set (SQLSTATE P0001)", unk},
	})
}

// TestGeneralise1463CallAgainWait: an author's ask to call again after a
// wait of no stated length ("call again in a few minutes", "check back
// later") is a wait, as "try again in a few minutes" (raised.go
// unstatedWait); a "call again" that asks for another argument is not.
func TestGeneralise1463CallAgainWait(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"call-again-few-minutes", "postgres", 0, "P0001", "ERROR: search index is being rebuilt; call again in a few minutes (SQLSTATE P0001)", transient},
		{"check-back-later", "postgres", 0, "P0001", "ERROR: statement for March is not ready, check back later (SQLSTATE P0001)", transient},
		{"call-again-later-mysql", "mysql", 0, "45000", "Error 1644 (45000): allocation run busy, call again later", transient},
		{"near-call-again-with", "postgres", 0, "P0001", "ERROR: account id must be numeric; call again with the account id (SQLSTATE P0001)", invalid},
	})
}

// TestGeneralise1463MembershipDenied: an application's authorisation
// check worded as membership ("user 5 is not a member of project 9", a
// RAISE under a made-up SQLSTATE; "you are not a member of this
// workspace") is the authority the actor lacks: denied (appwords.go
// notMemberActing). A removal of a member that is not there, and an
// account outside every AWS organization, keep their readings.
func TestGeneralise1463MembershipDenied(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"custom-code", "postgres", 0, "AB403", "ERROR: user 5 is not a member of project 9 (SQLSTATE AB403)", denied},
		{"p0001-workspace", "postgres", 0, "P0001", "ERROR: you are not a member of this workspace (SQLSTATE P0001)", denied},
		{"mysql-signal-team", "mysql", 0, "45000", "Error 1644 (45000): caller 12 is not a member of team ops", denied},
		{"near-remove", "postgres", 0, "P0001", "ERROR: cannot remove user 7: user is not a member of group 3 (SQLSTATE P0001)", unk},
		{"near-aws-org", "aws", 400, "AWSOrganizationsNotInUseException", "Your account is not a member of an organization.", premise},
	})
}

// TestGeneralise1463ObjectInUseWork: PostgreSQL's 55006 object_in_use
// reads premise where sessions or slots hold the object; an
// application's RAISE USING ERRCODE = 'object_in_use' whose words name
// work still running on the object ("is still being generated", "in
// progress") ends by itself: transient (postgres.go inProgressWork).
func TestGeneralise1463ObjectInUseWork(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"still-being-generated", "postgres", 0, "55006", "ERROR: report 12 is still being generated; fetch it when generation finishes (SQLSTATE 55006)", transient},
		{"import-in-progress", "postgres", 0, "55006", "ERROR: import 4 is in progress for catalog 9 (SQLSTATE 55006)", transient},
		{"near-slot-active", "postgres", 0, "55006", "ERROR: replication slot \"sub1\" is active for PID 4242 (SQLSTATE 55006)", premise},
		{"near-in-this-session", "postgres", 0, "55006", "ERROR: cannot DROP TABLE \"t\" because it is being used by active queries in this session (SQLSTATE 55006)", invalid},
	})
}
