package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases372 runs held-out set 372: Go stdlib, gRPC (grpc-go, grpc-js, etcd) and HTTP long tail, from the vendors' docs and live Go runs, labelled blind.
func TestIndependentCases372(t *testing.T) {
	runIndependent(t, "testdata/independent372.jsonl", false)
}

// TestGeneralise372 checks EINTR (transient) and EAFNOSUPPORT (premise) in
// other runtimes' words, with near misses.
func TestGeneralise372(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python eintr", "", 0, "", "OSError: [Errno 4] Interrupted system call", rung.KindTransient},
		{"rust eintr", "", 0, "", "Interrupted system call (os error 4)", rung.KindTransient},
		{"node eintr", "", 0, "", "Error: read EINTR", rung.KindTransient},
		{"python eafnosupport", "", 0, "", "OSError: [Errno 97] Address family not supported by protocol", rung.KindPremise},
		{"rust eafnosupport", "", 0, "", "Address family not supported by protocol (os error 97)", rung.KindPremise},
		{"node eafnosupport", "", 0, "", "Error: connect EAFNOSUPPORT 2001:db8::10:443", rung.KindPremise},
		// Near misses: an unreachable network stays transient, and an
		// address family named as a bad argument stays the call's.
		{"enetunreach", "go", 0, "", "dial tcp 10.0.0.5:443: connect: network is unreachable", rung.KindTransient},
		{"family argument", "http", 400, "", "unsupported value for field address_family: use ipv4 or ipv6", rung.KindInvalid},
	})
}

// TestGeneralise372Exists checks a gRPC FAILED_PRECONDITION whose
// description says the thing already exists, with near misses.
func TestGeneralise372Exists(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"etcd role", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = etcdserver: role name already exists", rung.KindConflict},
		{"etcd member", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = etcdserver: member ID already exist", rung.KindConflict},
		{"etcd lease", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = etcdserver: lease already exists", rung.KindConflict},
		{"grpc-js", "grpc", 0, "FAILED_PRECONDITION", "9 FAILED_PRECONDITION: Namespace billing already exists", rung.KindConflict},
		{"python grpc", "grpc", 0, "FAILED_PRECONDITION", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.FAILED_PRECONDITION\n\tdetails = \"Index orders_by_date already exists\"\n>", rung.KindConflict},
		// Near misses: a missing user and an operation in flight keep
		// their readings.
		{"etcd user missing", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = etcdserver: user name not found", rung.KindPremise},
		{"in progress", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = a schema change is already in progress", rung.KindTransient},
	})
}
