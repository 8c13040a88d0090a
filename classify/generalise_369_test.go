package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases369 runs held-out set 369: Slack, GitHub, Stripe and Kubernetes long tail, from the vendors' docs, labelled blind.
func TestIndependentCases369(t *testing.T) {
	runIndependent(t, "testdata/independent369.jsonl", false)
}

// TestGeneralise369 checks the {"ok":false,"error":code} naming fallback:
// an undo whose end state already holds (…_not_archived, _not_pinned,
// _not_starred) reads as conflict, and not_an_/not_a_ naming a role reads
// as denied, with near misses that keep their reading.
func TestGeneralise369(t *testing.T) {
	b := func(code string) string { return `{"ok":false,"error":"` + code + `"}` }
	runWordingCases(t, []wordingCase{
		{"group not archived", "http", 200, "", b("group_not_archived"), rung.KindConflict},
		{"conversation not archived", "http", 200, "", b("conversation_not_archived"), rung.KindConflict},
		{"message not pinned", "http", 200, "", b("message_not_pinned"), rung.KindConflict},
		{"file not starred", "http", 200, "", b("file_not_starred"), rung.KindConflict},
		{"channel not muted", "http", 200, "", b("channel_not_muted"), rung.KindConflict},
		{"not an owner", "http", 200, "", b("not_an_owner"), rung.KindDenied},
		{"not a workspace admin", "http", 200, "", b("not_a_workspace_admin"), rung.KindDenied},
		// Near misses: archived, missing and unauthenticated keep their reading.
		{"channel is archived", "http", 200, "", b("channel_is_archived"), rung.KindPremise},
		{"channel not found", "http", 200, "", b("workspace_not_found"), rung.KindPremise},
		{"not authed", "http", 200, "", b("not_authed"), rung.KindDenied},
	})
}

// TestGeneralise369Words checks an argument left empty ("may not be
// empty") read as invalid and a membership already held ("is already a
// part of", "is already a member of") as conflict, with near misses.
func TestGeneralise369Words(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"client-go name empty", "go", 0, "", "resource name may not be empty", rung.KindInvalid},
		{"client-go namespace empty", "go", 0, "", "namespace may not be empty", rung.KindInvalid},
		{"docker tag empty", "", 0, "", "Error response from daemon: tag name cannot be empty", rung.KindInvalid},
		{"cli flag empty", "", 0, "", "error: --output can't be empty", rung.KindInvalid},
		{"helm release empty", "", 0, "", "Error: release name may not be empty", rung.KindInvalid},
		{"github invitee member", "http", 422, "", `{"message":"Validation Failed","errors":[{"resource":"OrganizationInvitation","code":"unprocessable","field":"data","message":"Invitee is already a part of this organization"}]}`, rung.KindConflict},
		{"gitlab member", "http", 409, "", `{"message":"User is already a member of this group"}`, rung.KindConflict},
		{"discord member", "", 0, "", "user 12345 is already a member of guild 678", rung.KindConflict},
		{"team already part", "http", 400, "", `{"error":"alice is already a part of team Platform"}`, rung.KindConflict},
		{"project member", "http", 422, "", `{"errors":["Bob is already a member of this project"]}`, rung.KindConflict},
		// Near misses: a directory not empty stays its own reading; a
		// member the caller is not stays denied or premise as before.
		{"dir not empty", "go", 0, "", "remove /tmp/x: directory not empty", rung.KindPremise},
		{"not a member", "http", 403, "", `{"message":"You must be a member of this organization"}`, rung.KindDenied},
	})
}
