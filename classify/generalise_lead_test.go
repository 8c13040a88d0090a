package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralisePythonGRPC reads grpcio's rendering of a failed call
// (Python's _InactiveRpcError, "status = StatusCode.X" then "details =
// ...") as the status it names, like grpc-go's "rpc error: code = X desc
// = ..." (noticed while writing set 95).
func TestGeneralisePythonGRPC(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grpcio message over the size limit", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.RESOURCE_EXHAUSTED\n\tdetails = \"Received message larger than max (5000000 vs. 4194304)\"\n\tdebug_error_string = \"UNKNOWN:Error received from peer  {grpc_message:\\\"Received message larger than max (5000000 vs. 4194304)\\\", grpc_status:8}\"\n>", rung.KindInvalid},
		{"grpcio unavailable", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAVAILABLE\n\tdetails = \"failed to connect to all addresses\"\n>", rung.KindTransient},
		{"grpcio not found", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.NOT_FOUND\n\tdetails = \"Document projects/p/databases/(default)/documents/users/42 not found.\"\n>", rung.KindPremise},
		{"grpcio failed precondition, an index", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.FAILED_PRECONDITION\n\tdetails = \"The query requires an index. You can create it here: https://console.firebase.google.com/...\"\n>", rung.KindPremise},
		{"grpcio unauthenticated", "", 0, "", "grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: status = StatusCode.UNAUTHENTICATED details = \"Request had invalid authentication credentials.\" >", rung.KindDenied},
		{"grpcio deadline", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.DEADLINE_EXCEEDED\n\tdetails = \"Deadline Exceeded\"\n>", rung.KindTransient},
		// Neighbours: grpc-go's and grpc-java's own forms keep their kinds.
		{"grpc-go message over the size limit", "", 0, "", "rpc error: code = ResourceExhausted desc = grpc: received message larger than max (5000000 vs. 4194304)", rung.KindInvalid},
		{"grpc-java message over the size limit", "", 0, "", "io.grpc.StatusRuntimeException: RESOURCE_EXHAUSTED: gRPC message exceeds maximum size 4194304: 5000000", rung.KindInvalid},
	})
}

// TestGeneralisePartialTransfer: a copy or a transaction that landed in
// part is ambiguous, as a batch some of whose items failed (noticed while
// writing set 95).
func TestGeneralisePartialTransfer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// rsync(1) EXIT VALUES 23 and 24.
		{"rsync code 23", "", 0, "", "exit status 23: rsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.7]", rung.KindAmbiguous},
		{"rsync code 24", "", 0, "", "rsync warning: some files vanished before they could be transferred (code 24) at main.c(1338) [sender=3.2.7]", rung.KindAmbiguous},
		// MySQL ER_WARNING_NOT_COMPLETE_ROLLBACK.
		{"mysql 1196", "", 0, "", "Error 1196 (HY000): Some non-transactional changed tables couldn't be rolled back", rung.KindAmbiguous},
		// Neighbour: rsync's own refusal of a missing source stays premise.
		{"rsync source missing", "", 0, "", "rsync: [sender] link_stat \"/srv/exports/2026-12-01\" failed: No such file or directory (2)", rung.KindPremise},
	})
}

// TestGeneraliseServerPhase: PostgreSQL's postmaster refusals without a
// SQLSTATE (lib/pq, psql) read as 57P03 does: a phase that ends is a wait,
// a standby with hot_standby off is not (noticed while writing set 100).
func TestGeneraliseServerPhase(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"psql, recovery not yet consistent", "", 0, "", "psql: error: connection to server at \"10.0.0.7\", port 5432 failed: FATAL:  the database system is not yet accepting connections\nDETAIL:  Consistent recovery state has not been yet reached.", rung.KindTransient},
		{"lib/pq, recovery not yet consistent", "", 0, "", "pq: the database system is not yet accepting connections", rung.KindTransient},
		{"lib/pq, recovery mode", "", 0, "", "pq: the database system is in recovery mode", rung.KindTransient},
		{"a standby with hot_standby off", "", 0, "", "FATAL: the database system is not accepting connections\nDETAIL: Hot standby mode is disabled.", rung.KindPremise},
	})
}

// TestGeneraliseEnumMember: "must be a member of the enum" is a value
// outside a list, not a membership the caller lacks.
func TestGeneraliseEnumMember(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openapi validator enum", "http", 400, "", `{"message":"request body has an error: doesn't match schema: Error at \"/status\": value must be a member of the enum [draft, sent, paid]"}`, rung.KindInvalid},
		{"bare enum", "", 0, "", "value must be a member of enum", rung.KindInvalid},
		// Neighbours: a membership the caller lacks stays denied.
		{"postgres role membership", "", 0, "", `pq: must be a member of role "admins"`, rung.KindDenied},
		{"slack workspace membership", "", 0, "", "You must be a member of this workspace to post.", rung.KindDenied},
	})
}
