package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise31 checks the classes that held-out set 31's misses named,
// each on other software's wording of the same class (none of these lines
// is in a held-out set). Each case names the software whose wording it is.
func TestGeneralise31(t *testing.T) {
	cases := []struct {
		class, source, proto string
		status               int
		code, msg            string
		want                 rung.Kind
	}{
		// A client library refusing its own options or its own objects'
		// lifecycle before any request: the program is wrong, invalid.
		{"client's own options", "curl with OpenSSL 3 (--tlsv1.3 --tls-max 1.2)", "", 0, "", "curl: (35) OpenSSL/3.0.13: error:0A0000BF:SSL routines::no protocols available", rung.KindInvalid},
		{"client's own options", "Python ssl.SSLContext.wrap_socket without server_hostname", "", 0, "", "ValueError: check_hostname requires server_hostname", rung.KindInvalid},
		{"client's own options", "Python ssl.SSLContext.verify_mode", "", 0, "", "ValueError: Cannot set verify_mode to CERT_NONE when check_hostname is enabled.", rung.KindInvalid},
		{"client's own options", "grpc-go per-RPC credentials over an insecure connection, at call time", "grpc", 0, "UNAUTHENTICATED", "rpc error: code = Unauthenticated desc = transport: cannot send secure credentials on an insecure connection", rung.KindInvalid},
		{"client's own lifecycle", "Python httpx StreamClosed", "", 0, "", "httpx.StreamClosed: Attempted to read or stream content, but the stream has been closed.", rung.KindInvalid},
		{"client's own lifecycle", "Python requests, content read twice", "", 0, "", "RuntimeError: The content for this response was already consumed", rung.KindInvalid},
		{"client's own lifecycle", "Go net/http ErrBodyReadAfterClose (a handler reading a closed request body)", "go", 0, "", "read request body: http: invalid Read on closed Body", rung.KindInvalid},
		{"client's own lifecycle", ".NET HttpClient used after Dispose", "", 0, "", "System.ObjectDisposedException: Cannot access a disposed object.\nObject name: 'System.Net.Http.HttpClient'.", rung.KindInvalid},
	}
	for _, c := range cases {
		got := Classify(Input{Protocol: c.proto, Status: c.status, Code: c.code, Message: c.msg})
		if got.Kind != c.want {
			t.Errorf("%s (%s): got %s, want %s; reason %q; message %q", c.class, c.source, got.Kind, c.want, got.Reason, c.msg)
		}
	}
}
