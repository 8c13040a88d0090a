package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases372 runs held-out set 372: Go stdlib, gRPC (grpc-go, grpc-js, etcd) and HTTP long tail, from the vendors' docs and live Go runs, labelled blind.
// First run at 008afd0: 19/35 overall, 8/22 tricky.
// Fixed later by the lead: i372-csv-bare-quote (filedata.go csvRowsUnusable: a CSV reader's refusal with no file named is the call's CSV text, invalid, as six blind sets read it against 97 and 110).
// Tolerated: i372-grpc-unmarshal-received: invalid vs premise (taxonomy INTERNAL row): "invalid wire-format" reads as a request that could not be decoded; the reply-side text is the same words, left for the lead.
// Fixed later by the lead: i372-gitlab-404-project (right since GitLab's project 404 reads as its hidden private project (hedgednotfound.go hiddenRepoWords, lead after set 1156)).
// Tolerated: i372-template-glob-no-match: invalid vs ambiguous (taxonomy text/template row): text/template errors read as the caller's template.
// i372-tls-no-pem passes since a certificate or key input with no PEM block reads invalid (goerr.go).
// Tolerated: i372-enotconn-fuse-mount: unknown vs premise (none): ENOTCONN on a path (a dead FUSE mount) is not read; on a socket it would be transient, so it needs a path-aware rule; left for the lead.
// Tolerated: i372-eopnotsupp-symlink: invalid vs premise (none): the generic "unsupported" wording reads EOPNOTSUPP as the call's; narrowing it touches many sets, left for the lead.
// i372-tls-alpn-unadvertised passes since the lead's class fixes after set 396 (Slack Grid codes, an unadvertised ALPN protocol).
// Tolerated: i372-etcd-gateway-empty-range: unknown vs ambiguous (none): a 200 JSON with only a header (empty fields omitted) says nothing the classifier reads; left for the lead.
func TestIndependentCases372(t *testing.T) {
	runIndependent(t, "testdata/independent372.jsonl", true, "i372-grpc-unmarshal-received", "i372-template-glob-no-match", "i372-enotconn-fuse-mount", "i372-eopnotsupp-symlink", "i372-etcd-gateway-empty-range")
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

// TestGeneralise372Compacted checks a revision compacted away under
// OUT_OF_RANGE in other etcd clients' words, with near misses.
func TestGeneralise372Compacted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"etcd3 node", "grpc", 0, "OUT_OF_RANGE", "11 OUT_OF_RANGE: etcdserver: mvcc: required revision has been compacted", rung.KindPremise},
		{"jetcd", "grpc", 0, "OUT_OF_RANGE", "io.grpc.StatusRuntimeException: OUT_OF_RANGE: etcdserver: mvcc: required revision has been compacted", rung.KindPremise},
		{"rust etcd-client", "grpc", 0, "OUT_OF_RANGE", "grpc request error: status: OutOfRange, message: \"etcdserver: mvcc: required revision has been compacted\"", rung.KindPremise},
		{"python grpc", "grpc", 0, "OUT_OF_RANGE", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.OUT_OF_RANGE\n\tdetails = \"etcdserver: mvcc: required revision has been compacted\"\n>", rung.KindPremise},
		{"log compacted", "grpc", 0, "OUT_OF_RANGE", "rpc error: code = OutOfRange desc = requested index 1042 has been compacted; snapshot from 2048", rung.KindPremise},
		// Near misses: a future revision and a page past the end stay the
		// call's.
		{"future revision", "grpc", 0, "OUT_OF_RANGE", "rpc error: code = OutOfRange desc = etcdserver: mvcc: required revision is a future revision", rung.KindInvalid},
		{"page past end", "grpc", 0, "OUT_OF_RANGE", "rpc error: code = OutOfRange desc = page token offset 500 is past the end of the list", rung.KindInvalid},
	})
}

// TestGeneralise372Family checks a name that resolves to no address of the
// family dialled, in several resolvers' words, with near misses.
func TestGeneralise372Family(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go tcp6", "go", 0, "", "dial tcp6: address db.internal: no suitable address found", rung.KindPremise},
		{"python gaierror", "", 0, "", "socket.gaierror: [Errno -9] Address family for hostname not supported", rung.KindPremise},
		{"node getaddrinfo", "", 0, "", "Error: getaddrinfo EAI_ADDRFAMILY api6.internal", rung.KindPremise},
		{"rust lookup", "", 0, "", "failed to lookup address information: Address family for hostname not supported", rung.KindPremise},
		{"ruby", "", 0, "", "Socket::ResolutionError: getaddrinfo: Address family for hostname not supported", rung.KindPremise},
		// Near misses: a temporary resolver failure and a refused connect
		// keep their readings.
		{"temporary dns", "", 0, "", "socket.gaierror: [Errno -3] Temporary failure in name resolution", rung.KindTransient},
		{"refused", "go", 0, "", "dial tcp 10.0.0.5:5432: connect: connection refused", rung.KindTransient},
	})
}

// TestGeneralise372NoPEM: a certificate or key input that holds no PEM
// block, in each library's words, reads invalid, as a certificate and key
// that are not a pair; a server's certificate nobody trusts keeps premise.
func TestGeneralise372NoPEM(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go cert", "", 0, "", "tls: failed to find any PEM data in certificate input", rung.KindInvalid},
		{"go key wrapped", "", 0, "", "load client cert: tls: failed to find any PEM data in key input", rung.KindInvalid},
		{"node openssl 3", "", 0, "", "Error: error:0480006C:PEM routines::no start line", rung.KindInvalid},
		{"openssl 1.1", "", 0, "", "Error: error:0909006C:PEM routines:get_name:no start line", rung.KindInvalid},
		{"python ssl", "", 0, "", "ssl.SSLError: [SSL] PEM lib (_ssl.c:3900)", rung.KindInvalid},
		// Near misses: an untrusted server certificate, a pair that does not match.
		{"unknown authority", "", 0, "", `Get "https://internal/": tls: failed to verify certificate: x509: certificate signed by unknown authority`, rung.KindPremise},
		{"pair mismatch", "", 0, "", "tls: private key does not match public key", rung.KindInvalid},
	})
}
