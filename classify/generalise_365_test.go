package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases365 runs held-out set 365: Go net/http, crypto/tls and os behind nginx, captured live, labelled blind.
// First run at 0ea361c: 28/30 overall, 11/13 tricky.
//
// Tolerated: i365-tls-no-ip-sans: premise vs invalid (the Go row of docs/taxonomy.md reads x509 errors premise, and sets 40, 79, 159, 184, 268, 285, 290, 303 label the same "doesn't contain any IP SANs" premise): this set read the IP in the URL as the call's argument to repair, where the ruling reads a certificate that does not name the address as the server's configuration.
// Tolerated: i365-os-erofs: premise vs denied (the Go row of docs/taxonomy.md reads EROFS premise, with the read-only family of the SQLITE_READONLY row, and sets 20, 23, 46, 70, 95, 102, 128, 151, 160 label the same "read-only file system" premise): this set read a read-only bind mount as a sandbox boundary, where the ruling reads it as the state of the mount.
func TestIndependentCases365(t *testing.T) {
	runIndependent(t, "testdata/independent365.jsonl", true,
		"i365-tls-no-ip-sans",
		"i365-os-erofs",
	)
}

// TestGeneralise365 checks one HTTP/2 stream reset by the peer, read
// transient as Go's "stream error: ...; received from peer" (set 365), in
// other clients' words, with near misses that keep their reading.
func TestGeneralise365(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Node lib/internal/errors.js ERR_HTTP2_STREAM_ERROR "Stream closed with error code %s".
		{"node stream INTERNAL_ERROR", "", 0, "", "Error [ERR_HTTP2_STREAM_ERROR]: Stream closed with error code NGHTTP2_INTERNAL_ERROR", rung.KindTransient},
		{"node stream CANCEL", "", 0, "", "Error [ERR_HTTP2_STREAM_ERROR]: Stream closed with error code NGHTTP2_CANCEL", rung.KindTransient},
		{"node stream PROTOCOL_ERROR wrapped", "", 0, "", "tool fetch: request to https://api.example.com/v1/items failed: Stream closed with error code NGHTTP2_PROTOCOL_ERROR", rung.KindTransient},
		// hyperium/h2 remote reset, python h2 StreamReset, curl 92.
		{"hyper stream error received", "", 0, "", "error sending request for url (https://api.example.com/v1/items): http2 error: stream error received: unexpected internal error encountered", rung.KindTransient},
		{"python h2 StreamReset", "", 0, "", "httpcore.RemoteProtocolError: <StreamReset stream_id:1, error_code:ErrorCodes.INTERNAL_ERROR, remote_reset:True>", rung.KindTransient},
		{"curl 92", "", 0, "", "curl: (92) HTTP/2 stream 1 was not closed cleanly: INTERNAL_ERROR (err 2)", rung.KindTransient},
		// Near misses: the codes that say the endpoint never serves the
		// request, and a GOAWAY that refuses what the client sent.
		{"node stream HTTP_1_1_REQUIRED", "", 0, "", "Error [ERR_HTTP2_STREAM_ERROR]: Stream closed with error code NGHTTP2_HTTP_1_1_REQUIRED", rung.KindPremise},
		{"node session ENHANCE_YOUR_CALM", "", 0, "", "Error [ERR_HTTP2_SESSION_ERROR]: Session closed with error code NGHTTP2_ENHANCE_YOUR_CALM", rung.KindInvalid},
		{"go malformed h2 response", "go", 0, "", `Get "https://api.example.com/": malformed response from server: missing status pseudo header`, rung.KindPremise},
	})
}
