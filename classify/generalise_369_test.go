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
