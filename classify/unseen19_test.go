package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestUnseen19Classes checks the classes set 19's misses named, on wordings
// the set does not hold: that the rules read the principle, not the lines.
func TestUnseen19Classes(t *testing.T) {
	el := func(m string) string {
		return `2026/03/02 10:14:07 [error] 29#29: *1043 ` + m + `, client: 172.18.0.1, server: api.local, request: "GET / HTTP/1.1", upstream: "http://10.0.0.5:8080/", host: "api.local"`
	}
	cases := []struct {
		name, proto, msg string
		want             rung.Kind
	}{
		{"nginx upstream invalid header", "", el("upstream sent invalid header while reading response header from upstream"), rung.KindTransient},
		{"nginx upstream reset on body", "http", el("readv() failed (104: Connection reset by peer) while reading upstream"), rung.KindTransient},
		{"nginx upstream cert verify", "", el("SSL_do_handshake() failed (SSL: error:0A000086:SSL routines::certificate verify failed) while SSL handshaking to upstream"), rung.KindPremise},
		{"nginx auth_basic other file", "", `2026/03/02 10:14:07 [error] 29#29: *7 user "carol" was not found in "/etc/nginx/htpasswd", client: 1.2.3.4, server: x, request: "GET / HTTP/1.1", host: "x"`, rung.KindDenied},
		{"nginx client cert revoked", "", el("client SSL certificate verify error: (23:certificate revoked) while reading client request headers"), rung.KindDenied},
		{"not nginx: a plain upstream word", "", "error: the upstream branch origin/feat does not exist", rung.KindPremise},
		{"tls alert unknown CA", "go", "remote error: tls: unknown certificate authority", rung.KindDenied},
		{"tls alert handshake failure stays", "go", `Get "https://x": remote error: tls: handshake failure`, rung.KindPremise},
		{"node self-signed chain", "", "TypeError: fetch failed\n  [cause]: Error: self-signed certificate in certificate chain", rung.KindPremise},
		{"node altnames", "", "TypeError: fetch failed\n  [cause]: Error: Hostname/IP does not match certificate's altnames: Host: a. is not in the cert's altnames: DNS:b", rung.KindPremise},
		{"fetch invalid header name", "", `TypeError: Headers.append: "x y" is an invalid header name.`, rung.KindInvalid},
		{"eai_again bare", "", "Error: getaddrinfo EAI_AGAIN db", rung.KindTransient},
		{"tool not found, double quotes", "go", `calling "tools/call": tool "fetch_url" not found`, rung.KindInvalid},
		{"tool not found, mcp text", "mcp", "Tool echo not found", rung.KindInvalid},
		{"resource not found stays premise", "mcp", "Resource file:///a.txt not found", rung.KindPremise},
		{"try again once other work ends", "http", "HTTP/1.1 400 Bad Request\n\n{\"error\":\"Please try again once the running import has completed.\"}", rung.KindTransient},
		{"items split by ---, one failed", "mcp", `{"content":[{"type":"text","text":"/w/a.txt:\nhello\n---\n/w/b.txt: Error - EACCES: permission denied, open '/w/b.txt'"}]}`, rung.KindAmbiguous},
		{"items split by ---, all failed", "mcp", `{"content":[{"type":"text","text":"/w/a.txt: Error - ENOENT: no such file or directory\n---\n/w/b.txt: Error - ENOENT: no such file or directory"}],"isError":true}`, rung.KindPremise},
	}
	// A timeout stays a timeout whichever preset reads the line.
	for _, proto := range []string{"", "http", "mcp"} {
		got := Classify(Input{Protocol: proto, Message: el("upstream timed out (110: Connection timed out) while connecting to upstream")})
		if got.Kind != rung.KindTransient || !got.Timeout {
			t.Errorf("nginx upstream timeout (%q): got %s timeout=%v (%s), want transient timeout", proto, got.Kind, got.Timeout, got.Reason)
		}
	}
	for _, c := range cases {
		got := Classify(Input{Protocol: c.proto, Message: c.msg})
		if got.Kind != c.want {
			t.Errorf("%s: got %s (%s), want %s", c.name, got.Kind, got.Reason, c.want)
		}
	}
}
