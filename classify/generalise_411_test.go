package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases411 runs held-out set 411: Go libraries' own error values (long tail), from the vendors' docs, labelled blind.
// First run at 9086e44: 24/35 overall, 13/23 tricky.
// Tolerated: i411-gogit-empty-remote: premise vs ambiguous (set 104 ruling, worldstate.go: go-git's ErrEmptyRemoteRepository "remote repository is empty" reads premise, the plan assumed history): an earlier ruling, not changed here.
// Tolerated: i411-aws-rewind-not-seekable: unknown vs invalid (stated.go goStdlibWords: net/http's "cannot rewind body after connection loss" reads transient): the nearest ruling reads the class the other way; left for the lead.
// i411-nats-no-keys passes since set 1334: nats.go's listing sentinels "nats: no keys found" and "nats: no objects found" read ambiguous as an empty listing (generic.go ambiguousWords, as "no runs found"; noneFound's "were found" never matched it).
// i411-sarama-offsets-topic-not-created passes since the lead's words after sets 408 to 413.
// i411-raft-cant-bootstrap passes since the lead's words after sets 408 to 413.
// i411-sqlx-scannable-multi passes since the lead's words after sets 408 to 413.
// i411-grpc-missing-content-type passes since the lead's words after sets 408 to 413.
func TestIndependentCases411(t *testing.T) {
	runIndependent(t, "testdata/independent411.jsonl", true, "i411-gogit-empty-remote", "i411-aws-rewind-not-seekable")
}

// TestGeneralise411 checks the classes set 411 fixed: a duplicate in the past
// participle reads conflict, a sync already up to date reads conflict, and a
// HashiCorp ACL (token) not found reads denied, with near misses.
func TestGeneralise411(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Duplicated: a row already there.
		{"mysql-ish duplicated entry", "", 0, "", "Error 1062: Duplicated entry 'ops@acme.io' for key 'users.email'", rung.KindConflict},
		{"orm duplicated key", "go", 0, "", "insert user: duplicated key not allowed", rung.KindConflict},
		{"duplicated primary key", "", 0, "", "write failed: duplicated primary key (id=42)", rung.KindConflict},
		// Already up to date: nothing left to sync.
		{"git merge", "", 0, "", "Already up to date.", rung.KindConflict},
		{"git push", "", 0, "", "Everything up-to-date", rung.KindConflict},
		{"helm repo", "", 0, "", "repository \"bitnami\" is already up to date", rung.KindConflict},
		// ACL token not found: the caller's authority.
		{"consul rpc", "", 0, "", "rpc error making call: ACL not found", rung.KindDenied},
		{"nomad token", "go", 403, "", "Unexpected response code: 403 (ACL token not found)", rung.KindDenied},
		{"acl token lowercase", "", 0, "", "error: acl token not found", rung.KindDenied},
		// Near misses keep their reading.
		{"acl policy missing", "", 404, "", "ACL policy not found: readonly-kv", rung.KindPremise},
		{"client not up to date", "", 0, "", "your client is not up to date: upgrade to 2.4 or later", rung.KindUnknown},
		{"duplicate-free note", "", 400, "", "field tags must not be duplicated", rung.KindInvalid},
	})
}

// TestGeneralise411Buffered checks a client's own full send buffer, in
// several libraries' words, reads transient (it drains), with near misses.
func TestGeneralise411Buffered(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"franz-go max buffered", "go", 0, "", "produce: the maximum amount of records are buffered, cannot buffer more", rung.KindTransient},
		{"nats outbound", "go", 0, "", "nats: outbound buffer limit exceeded", rung.KindTransient},
		{"send buffer", "", 0, "", "send buffer is full", rung.KindTransient},
		{"write buffer full", "", 0, "", "write failed: buffer full", rung.KindTransient},
		{"producer buffers", "", 0, "", "producer buffers are full", rung.KindTransient},
		// Near misses: a disk that is full, and a body over a buffer's size.
		{"disk full", "", 0, "", "write /data/wal: no space left on device", rung.KindPremise},
		{"body over buffer size", "", 0, "", "request body exceeds the buffer size of 4096 bytes", rung.KindInvalid},
	})
}
