package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 4e70b52b: 24/30 overall, 6/12 tricky.
func TestIndependentCases1244(t *testing.T) {
	runIndependent(t, "testdata/independent1244.jsonl", false)
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
