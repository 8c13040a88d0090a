package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 7eeba076: 28/34 overall, 6/11 tricky.
// Tolerated: i1774-proxy-http-to-https-upstream: invalid vs premise (one-off): the gateway's JSON error page says only 400 Bad Request and the upstream's address; nothing in it shows the upstream was dialed with the wrong scheme.
// Tolerated: i1774-dav-mkcol-exists-405: invalid vs conflict (one-off): a bare JSON 405 "Method Not Allowed"; the method (MKCOL on an existing collection, RFC 4918 9.3.1) is not in the text.
// Tolerated: i1774-dav-mkcol-noparent-409: conflict vs premise (one-off): a bare JSON 409 "Conflict"; the missing parent collection (RFC 4918 9.3.1) is not in the text.
// Tolerated: i1774-dav-copy-nooverwrite-412: premise vs conflict (ruling): the 412 ruling reads a bare 412 premise unless the text shows a create-only precondition; Overwrite: F is not in the text.
// Tolerated: i1774-no-client-cert-400: invalid vs denied (one-off): the site's own error_page JSON says "tls_error" with $ssl_client_verify "NONE"; the nginx wording the client-certificate rule reads ("No required SSL certificate was sent") was replaced.
func TestIndependentCases1774(t *testing.T) {
	runIndependent(t, "testdata/independent1774.jsonl", true, "i1774-proxy-http-to-https-upstream", "i1774-dav-mkcol-exists-405", "i1774-dav-mkcol-noparent-409", "i1774-dav-copy-nooverwrite-412", "i1774-no-client-cert-400")
}

// TestGeneralise1774GrpcNotGrpcPeer: grpc-go's UNKNOWN for an HTTP 200 that
// carries no gRPC content type (HTTPStatusConvTab has no 200), as a gRPC
// client meets a plain HTTP server: nginx's http2 location that is not a
// grpc_pass, a web server on the port (grpc.go gUnknown, set 1774). Near misses:
// a non-200 status quoted in the same text keeps its status reading (502
// transient, 404 invalid), and a bare INTERNAL (no :status) stays transient.
func TestGeneralise1774GrpcNotGrpcPeer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nginx-octet", "grpc", 0, "Unknown", `rpc error: code = Unknown desc = transport: received unexpected content-type "application/octet-stream"`, rung.KindPremise},
		{"html", "grpc", 0, "", `rpc error: code = Unknown desc = transport: received unexpected content-type "text/html; charset=utf-8"`, rung.KindPremise},
		{"plain", "go", 0, "", `rpc error: code = Unknown desc = transport: received unexpected content-type "text/plain"`, rung.KindPremise},
		{"near-502", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = unexpected HTTP status code received from server: 502 (Bad Gateway); transport: received unexpected content-type "application/json"`, rung.KindTransient},
		{"near-unknown-502", "grpc", 0, "", `rpc error: code = Unknown desc = unexpected HTTP status code received from server: 502 (Bad Gateway); transport: received unexpected content-type "text/html"`, rung.KindTransient},
		{"near-404", "grpc", 0, "", `rpc error: code = Unimplemented desc = unexpected HTTP status code received from server: 404 (Not Found); transport: received unexpected content-type "text/plain; charset=utf-8"`, rung.KindInvalid},
		{"near-bare-internal", "grpc", 0, "Internal", "rpc error: code = Internal desc = transport: received unexpected content-type", rung.KindTransient},
	})
}
