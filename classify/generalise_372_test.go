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
