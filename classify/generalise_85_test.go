package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise85 checks set 85's class in other software's words: an
// HTTP server library refusing the program's own use of its server API (a
// response header set twice or after the body, a write after the
// connection was taken over, a body where the method or status allows
// none, a route registered twice, a Server reused after Shutdown, a key
// pair passed in the wrong order). The same call fails the same way every
// time, whatever network words ("connection", "closed", "conflicts") the
// text carries.
func TestGeneralise85(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 85's lines.
		{"go serve after shutdown (set 85)", "go", 0, "", "serve webhooks: http: Server closed", rung.KindInvalid},
		{"go superfluous WriteHeader (set 85)", "go", 0, "", "2026/12/02 10:49:44 http: superfluous response.WriteHeader call from main.main.func2 (main.go:90)", rung.KindInvalid},
		{"go write after hijack (set 85)", "go", 0, "", "stream events: http: connection has been hijacked", rung.KindInvalid},
		{"go ServeMux conflict (set 85)", "go", 0, "", "pattern \"POST /hooks/{name}\" (registered at /tmp/w85/cap/main.go:166) conflicts with pattern \"POST /hooks/{provider}\" (registered at /tmp/w85/cap/main.go:166):\nPOST /hooks/{name} matches the same requests as POST /hooks/{provider}", rung.KindInvalid},
		{"go ServeMux bad wildcard (set 85)", "go", 0, "", "parsing \"POST /hooks/{provider\": at offset 12: bad wildcard segment (must end with '}')", rung.KindInvalid},
		{"go key pair swapped (set 85)", "go", 0, "", "start TLS webhook receiver: tls: found a certificate rather than a key in the PEM for the private key", rung.KindInvalid},
		// The same texts from a tool that names no protocol.
		{"go serve after shutdown, no protocol", "", 0, "", "webhook server exited: http: Server closed", rung.KindInvalid},
		{"go write after hijack, no protocol", "", 0, "", "http: response.Write on hijacked connection from main.(*hub).serveWS (hub.go:88)", rung.KindInvalid},
		// The client's "server closed idle connection" stays transient.
		{"go client idle connection closed", "go", 0, "", "Post \"https://api.example.com/v1/batch\": http: server closed idle connection", rung.KindTransient},
		// Go before 1.22: ServeMux.Handle of a path registered twice
		// (go1.21 src/net/http/server.go: "http: multiple registrations for ").
		{"go 1.21 multiple registrations", "go", 0, "", "http: multiple registrations for /hooks/github", rung.KindInvalid},
		// Go net/http ErrContentLength (pkg.go.dev/net/http#ErrContentLength).
		{"go wrote more than Content-Length", "go", 0, "", "write export: http: wrote more than the declared Content-Length", rung.KindInvalid},
		// The HTTP/2 server's ErrContentLength (go/src/net/http/h2_bundle.go).
		{"go http2 wrote more than Content-Length", "go", 0, "", "write export: http2: handler wrote more than declared Content-Length", rung.KindInvalid},
		// crypto/tls X509KeyPair with the inputs the other way round
		// (go/src/crypto/tls/tls.go).
		{"go key pair switched", "go", 0, "", "tls: failed to find certificate PEM data in certificate input, but did find a private key; PEM inputs may have been switched", rung.KindInvalid},
		// Node http: setHeader after the head was sent
		// (nodejs.org/api/errors.html#err_http_headers_sent).
		{"node headers already sent", "", 0, "ERR_HTTP_HEADERS_SENT", "Error [ERR_HTTP_HEADERS_SENT]: Cannot set headers after they are sent to the client", rung.KindInvalid},
		// Flask/Werkzeug: a second view for one endpoint (flask/sansio/app.py add_url_rule).
		{"flask endpoint overwritten", "", 0, "", "AssertionError: View function mapping is overwriting an existing endpoint function: github_hook", rung.KindInvalid},
	})
}
