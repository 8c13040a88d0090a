package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1fa199f: 24/31 overall, 12/17 tricky.
// Tolerated: i660-roost-migrate-unimpl: premise vs invalid (UNIMPLEMENTED is invalid, docs/taxonomy.md gRPC code table, grpc.go gUnimplemented): a server that lacks the method falsifies the plan's belief in it, and the call naming a method it does not offer is also the call's fault.
// Tolerated: i660-grpc-tls-name-mismatch: invalid vs premise (x509 errors, also inside a gRPC UNAVAILABLE, are premise: docs/taxonomy.md Go errors row and set 40's HostnameError row): the call's host name can be repaired, or the server's certificate is the configuration at fault.
// Tolerated: i660-http-no-ip-sans: invalid vs premise (the same x509 HostnameError ruling): dialling by IP is the call's choice, and a certificate without IP SANs is the server's configuration.
// Tolerated: i660-http-name-mismatch: invalid vs premise (the same x509 HostnameError ruling): as above, for a ServerName the certificate does not cover.
// Tolerated: i660-http-tls-version: invalid vs premise (TLS version mismatch is configuration, premise: goerr.go "tls: server selected unsupported protocol version"): the client's MaxVersion can be repaired, and the pair sharing no version is a fact of both sides' configuration.
//
// TestIndependentCases660 runs held-out set 660: live grpc-go status codes with details, message-size and metadata limits, and crypto/tls failures from gRPC and net/http, labelled blind.
func TestIndependentCases660(t *testing.T) {
	runIndependent(t, "testdata/independent660.jsonl", true,
		"i660-roost-migrate-unimpl",
		"i660-grpc-tls-name-mismatch", "i660-http-no-ip-sans", "i660-http-name-mismatch",
		"i660-http-tls-version")
}

// TestGeneralise660 covers a metadata key or value that the client
// refuses before anything is sent: the call's own argument (invalid), even
// under grpc-go's INTERNAL code.
func TestGeneralise660(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grpc-go ValidatePair non-printable value (internal/metadata/metadata.go)", "grpc", 0, "Internal", `rpc error: code = Internal desc = header key "x-kestrel-trace" contains value with non-printable ASCII characters`, rung.KindInvalid},
		{"grpc-go ValidateKey upper-case key, code name spelling", "grpc", 0, "INTERNAL", `rpc error: code = Internal desc = header key "X-Aviary" contains illegal characters not in [0-9a-z-_.]`, rung.KindInvalid},
		{"grpc-java Metadata.Key validateName", "", 0, "", `java.lang.IllegalArgumentException: Invalid character ' ' in key name 'x heron'`, rung.KindInvalid},
		{"Go net/http invalid header field name", "go", 0, "", `Get "https://kestrel.example/": net/http: invalid header field name "x heron"`, rung.KindInvalid},
		{"Node http ERR_INVALID_HTTP_TOKEN", "", 0, "", `TypeError [ERR_INVALID_HTTP_TOKEN]: Header name must be a valid HTTP token ["x heron"]`, rung.KindInvalid},
		{"Python requests InvalidHeader", "", 0, "", `requests.exceptions.InvalidHeader: Invalid leading whitespace, reserved character(s), or return character(s) in header name: ' x-heron'`, rung.KindInvalid},
		// Near misses: other INTERNAL texts keep their kinds.
		{"near miss: grpc-go response headers over this client's limit", "grpc", 0, "Internal", "rpc error: code = Internal desc = peer header list size exceeded limit", rung.KindPremise},
		{"near miss: grpc-go stream closed without trailers", "grpc", 0, "Internal", "rpc error: code = Internal desc = server closed the stream without sending trailers", rung.KindTransient},
	})
}
