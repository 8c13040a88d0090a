package classify

import "testing"

// First run at 31eda91a: 6/24 overall, 1/11 tricky.
// Tolerated: i1535-go-cname-loop: transient vs premise (ruling): set 1244's written ruling reads Go's "server misbehaving" transient, since Go prints it for every rcode but NOERROR and NXDOMAIN and the text cannot tell a looping zone from a passing SERVFAIL.
// Tolerated: i1535-mk-truncated: unknown vs ambiguous (one-off): a NOERROR cut short (TC) that still carries records, in this set's own tool wording; set 1374 reads only dig's truncated answer with no records (invalid: ask over TCP), and no stable marker tells a partial set apart.
func TestIndependentCases1535(t *testing.T) {
	runIndependent(t, "testdata/independent1535.jsonl", true, "i1535-go-cname-loop", "i1535-mk-truncated")
}

// TestGeneralise1535DNSProtocolCode: under the dns protocol the Code field
// is the response code a DNS client reports (miekg/dns's RcodeToString
// names, RFC 1035 4.1.1, RFC 2136 2.2, RFC 8945 5.2), the server's verdict
// whatever words the caller wrapped round it; the same table nsupdate's
// "update failed: <RCODE>" is read by (set 1374). Rcode 16 is BADSIG in a
// TSIG answer but BADVERS in an OPT one (RFC 6891 6.1.3). Near misses: the
// same names as a code under another protocol, and NOERROR with records.
func TestGeneralise1535DNSProtocolCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"refused", "dns", 0, "REFUSED", "dns: query www.corp.example. IN A: rcode REFUSED", denied},
		{"servfail", "dns", 0, "SERVFAIL", "query api.example.net. AAAA failed: SERVFAIL", transient},
		{"nxdomain", "dns", 0, "NXDOMAIN", "exchange for db.internal. SRV: NXDOMAIN", premise},
		{"formerr", "dns", 0, "FORMERR", "dns: query (empty question): rcode FORMERR", invalid},
		{"notimp", "dns", 0, "NOTIMP", "dns: notify example.org.: rcode NOTIMP", invalid},
		{"yxrrset", "dns", 0, "YXRRSET", "dns: update example.org.: rcode YXRRSET", conflict},
		{"yxdomain lower", "dns", 0, "yxdomain", "update rejected", conflict},
		{"nxrrset", "dns", 0, "NXRRSET", "prerequisite failed", premise},
		{"notauth plain", "dns", 0, "NOTAUTH", "dns: update corp.example.: rcode NOTAUTH", premise},
		{"notzone", "dns", 0, "NOTZONE", "dns: update corp.example.: rcode NOTZONE", invalid},
		{"badsig tsig", "dns", 0, "BADSIG", "dns: bad authentication", denied},
		{"badkey", "dns", 0, "BADKEY", "dns: update x.: dns: bad authentication", denied},
		{"badtime", "dns", 0, "BADTIME", "dns: update x.: dns: bad authentication", premise},
		{"badsig as badvers", "dns", 0, "BADSIG", "dns: query a.example. A (EDNS version 2): rcode BADSIG", invalid},
		{"badvers", "dns", 0, "BADVERS", "dns: query a.example. A: rcode BADVERS", invalid},
		{"badcookie", "dns", 0, "BADCOOKIE", "dns: query a.example. A: rcode BADCOOKIE", transient},
		{"nodata", "dns", 0, "NOERROR", "dns: query mail.example. IN MX: rcode NOERROR, 0 answers, 1 authority (SOA)", premise},
		{"nodata word", "dns", 0, "NOERROR", "lookup of _sip._udp.example.: NOERROR/NODATA", premise},
		// Near misses: NOERROR with records or cut short, and the same
		// names as codes where the caller did not name DNS.
		{"noerror truncated", "dns", 0, "NOERROR", "dns: query big.example. IN TXT: rcode NOERROR, truncated (TC) with 0 answers over UDP", unk},
		{"noerror answers", "dns", 0, "NOERROR", "dns: query a.example. IN A: rcode NOERROR, 2 answers", unk},
		{"refused other proto", "", 0, "REFUSED", "the operation was refused", unk},
		{"badsig http", "http", 401, "BADSIG", `{"error":"webhook signature mismatch"}`, denied},
	})
}

// TestGeneralise1535MiekgParseError: miekg/dns's ParseError, "dns: <why>:
// \"<token>\" at line: <l>:<c>" (scan.go), is the record or zone text the
// caller gave dns.NewRR or the zone parser: invalid, whatever the why
// (set 1535). Near misses: an $INCLUDE it could not open (a missing file)
// and a YAML or JSON parser's own "at line" texts keep their readings.
func TestGeneralise1535MiekgParseError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bad aaaa", "go", 0, "", `dns: bad AAAA AAAA: "2001:db8::zz" at line: 1:38`, invalid},
		{"bad mx pref", "go", 0, "", `dns: bad MX Pref: "ten" at line: 1:30`, invalid},
		{"unknown type", "", 0, "", `dns: unknown RR type: "AX" at line: 1:22`, invalid},
		{"not a ttl", "go", 0, "", `db.example.zone: dns: not a TTL: "3h5q" at line: 4:9`, invalid},
		{"wrapped", "go", 0, "", `parse record: dns: bad CNAME Target: "bad..name." at line: 1:31`, invalid},
		{"include missing", "go", 0, "", "dns: failed to open `db.inc': open db.inc: no such file or directory: \"db.inc\" at line: 3:20", premise},
		{"yaml", "go", 0, "", "yaml: line 3: did not find expected key", invalid},
	})
}

// TestGeneralise1535OverlongLookupName: Go's resolver answers a name DNS
// cannot carry, a label over 63 octets or a name over 253 (RFC 1035
// 2.3.4), "lookup <name>: no such host" without asking any server
// (net/dnsclient.go isDomainName): the host argument was built wrong,
// invalid, like the empty-label names of set 1244. Near misses: a
// 63-octet label and a long name of short labels are legal and stay
// premise.
func TestGeneralise1535OverlongLookupName(t *testing.T) {
	l64 := "a123456789012345678901234567890123456789012345678901234567890123"
	l63 := l64[:63]
	long := ""
	for range 26 {
		long += "abcdefghi."
	}
	runWordingCases(t, []wordingCase{
		{"label 64", "go", 0, "", "lookup " + l64 + ".example.com: no such host", invalid},
		{"label 64 on server", "go", 0, "", "dial tcp: lookup " + l64 + ".svc.cluster.local on 10.96.0.10:53: no such host", invalid},
		{"name 260", "go", 0, "", "lookup " + long + "example.com: no such host", invalid},
		{"label 63", "go", 0, "", "lookup " + l63 + ".example.com on 127.0.0.53:53: no such host", premise},
		{"name 200", "go", 0, "", "lookup " + long[:200] + "example.com on 127.0.0.53:53: no such host", premise},
	})
}
