package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseHTTP2Codes checks the two HTTP/2 error codes that say the
// connection will never serve the request (RFC 9113 7): HTTP_1_1_REQUIRED
// (the transport must be set to HTTP/1.1, which no argument of the call
// does) and INADEQUATE_SECURITY (the TLS set-up is below the server's
// minimum) are premise, in Go's, curl's, Node's and python h2's
// words; other stream resets and GOAWAYs stay transient.
func TestGeneraliseHTTP2Codes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Go x/net/http2 StreamError and GoAwayError.
		{"go stream HTTP_1_1_REQUIRED", "", 0, "", `Get "https://api.example.com/": stream error: stream ID 1; HTTP_1_1_REQUIRED; received from peer`, rung.KindPremise},
		{"go goaway INADEQUATE_SECURITY", "", 0, "", `http2: server sent GOAWAY and closed the connection; LastStreamID=0, ErrCode=INADEQUATE_SECURITY, debug=""`, rung.KindPremise},
		// curl lib/http2.c "HTTP/2 stream %u was not closed cleanly: %s (err %u)".
		{"curl HTTP_1_1_REQUIRED", "", 0, "", "exit status 92: curl: (92) HTTP/2 stream 1 was not closed cleanly: HTTP_1_1_REQUIRED (err 13)", rung.KindPremise},
		// Node ERR_HTTP2_STREAM_ERROR "Stream closed with error code %s".
		{"node NGHTTP2_HTTP_1_1_REQUIRED", "", 0, "", "Error [ERR_HTTP2_STREAM_ERROR]: Stream closed with error code NGHTTP2_HTTP_1_1_REQUIRED", rung.KindPremise},
		{"node NGHTTP2_INADEQUATE_SECURITY", "", 0, "", "Error [ERR_HTTP2_SESSION_ERROR]: Session closed with error code NGHTTP2_INADEQUATE_SECURITY", rung.KindPremise},
		// python h2 ConnectionTerminated repr (httpx RemoteProtocolError).
		{"python h2 INADEQUATE_SECURITY", "", 0, "", "httpx.RemoteProtocolError: <ConnectionTerminated error_code:ErrorCodes.INADEQUATE_SECURITY, last_stream_id:0, additional_data:None>", rung.KindPremise},
		// Neighbours: a refused stream, an internal error and a graceful
		// GOAWAY stay transient.
		{"go stream REFUSED_STREAM", "", 0, "", `Post "https://api.example.com/v1/x": stream error: stream ID 3; REFUSED_STREAM; received from peer`, rung.KindTransient},
		{"go stream INTERNAL_ERROR", "", 0, "", `Get "https://api.example.com/": stream error: stream ID 5; INTERNAL_ERROR; received from peer`, rung.KindTransient},
		{"go goaway NO_ERROR", "", 0, "", `http2: server sent GOAWAY and closed the connection; LastStreamID=1999, ErrCode=NO_ERROR, debug=""`, rung.KindTransient},
		{"curl stream INTERNAL_ERROR", "", 0, "", "curl: (92) HTTP/2 stream 1 was not closed cleanly: INTERNAL_ERROR (err 2)", rung.KindTransient},
	})
}
