package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 4e70b52b: 24/30 overall, 6/12 tricky.
// Fixed: i1244-dns-lame-referral-http and i1244-dns-lame-referral-srv (goerr.go goWords "lame referral", premise); i1244-dns-malformed-name (goerr.go malformedLookupName, invalid).
// Tolerated: i1244-dns-refused-http: transient vs premise (goerr.go reads "server misbehaving" transient, as DNS SERVFAIL): Go renders REFUSED and SERVFAIL in the same words (only DNSError.IsTemporary tells them apart), so the text alone carries no class; a one-off by text.
// Tolerated: i1244-mtls-tls12-no-cert: premise vs denied ("other received alerts (\"handshake failure\", \"protocol version\") stay premise"; set 1068: "no protocol or cipher in common (or a client certificate the upstream requires)"): live, the TLS 1.2 server refused a client with no certificate, but the alert is the generic one the cipher mismatch in this set also gets.
// Tolerated: i1244-h2-prior-knowledge-to-h1: invalid vs premise (the h2c ruling, goerr.go h2cSettingsAnswer: "The service is the one the plan meant, framed the way the call did not speak: the call's to repair"): this is its mirror, HTTP/2 prior knowledge to an HTTP/1.1-only server; by that ruling the framing is the call's to switch; the classifier reaches invalid by "too large", not by that ruling.
func TestIndependentCases1244(t *testing.T) {
	runIndependent(t, "testdata/independent1244.jsonl", true, "i1244-dns-refused-http", "i1244-mtls-tls12-no-cert", "i1244-h2-prior-knowledge-to-h1")
}

// TestGeneralise1244LameReferral holds Go's resolver's errLameReferral
// (premise: the configured resolver neither answers nor recurses) and
// the DNS wordings beside it that keep their kinds.
func TestGeneralise1244LameReferral(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "LookupSRV lame referral", protocol: "go", code: "*net.DNSError", msg: "lookup _api._tcp.sf.w1244.test on 10.255.255.53:53: lame referral", want: rung.KindPremise},
		{name: "http dial lame referral", protocol: "go", code: "*url.Error", msg: `Get "http://empty.w1244.test:34405/v1/items": dial tcp: lookup empty.w1244.test on 10.255.255.53:53: lame referral`, want: rung.KindPremise},
		{name: "LookupHost lame referral, no protocol", msg: "lookup billing.w1244.internal on 127.0.0.11:53: lame referral", want: rung.KindPremise},
		{name: "near miss: SERVFAIL stays a wait", protocol: "go", code: "*net.DNSError", msg: "lookup sf.w1244.test on 10.255.255.53:53: server misbehaving", want: rung.KindTransient},
		{name: "near miss: DNS timeout", protocol: "go", code: "*net.DNSError", msg: "lookup slow.w1244.test on 10.255.255.53:53: dial udp 127.0.0.1:34400: i/o timeout", want: rung.KindTransient},
	})
}

// TestGeneralise1244MalformedLookupName holds Go's "no such host" for a
// looked-up name with an empty label or no name at all (invalid: the host
// argument was built wrong) and well-formed names that stay premise.
func TestGeneralise1244MalformedLookupName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "double dot, no server", protocol: "go", code: "*net.DNSError", msg: "lookup api..w1244.test: no such host", want: rung.KindInvalid},
		{name: "http dial, leading dot", protocol: "go", code: "*url.Error", msg: `Get "https://.w1244.example.com/v1/items": dial tcp: lookup .w1244.example.com: no such host`, want: rung.KindInvalid},
		{name: "empty host", protocol: "go", code: "*net.DNSError", msg: "lookup : no such host", want: rung.KindInvalid},
		{name: "near miss: NXDOMAIN", protocol: "go", code: "*net.DNSError", msg: "lookup nx.w1244.test on 10.255.255.53:53: no such host", want: rung.KindPremise},
		{name: "near miss: rooted name", protocol: "go", code: "*net.DNSError", msg: "lookup nx.w1244.test. on 10.255.255.53:53: no such host", want: rung.KindPremise},
		{name: "near miss: cgo resolver, no server", protocol: "go", code: "*url.Error", msg: `Get "http://reports-w1244.corp.example:8080/x": dial tcp: lookup reports-w1244.corp.example: no such host`, want: rung.KindPremise},
	})
}
