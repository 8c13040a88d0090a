package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 00aef0e9: 26/34 overall, 9/16 tricky.
// Tolerated: i1661-dig-truncated-notcp: invalid vs ambiguous (ruling): set 1374 rules a dig NOERROR with tc and no answer invalid (ask again over TCP, RFC 7766).
func TestIndependentCases1661(t *testing.T) {
	runIndependent(t, "testdata/independent1661.jsonl", true, "i1661-dig-truncated-notcp")
}

const digNoDataAAAA = ";; Got answer:\n;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 44070\n;; flags: qr aa rd ra; QUERY: 1, ANSWER: 0, AUTHORITY: 1, ADDITIONAL: 1\n\n;; QUESTION SECTION:\n;www.example.test.\t\tIN\tAAAA\n\n;; AUTHORITY SECTION:\nexample.test.\t\t300\tIN\tSOA\tns1.example.test. admin.example.test. 2026120701 3600 600 86400 300\nexit status 0"

// Class: dig's NODATA, a NOERROR header with ANSWER: 0 and the zone's SOA
// in the authority section (RFC 2308 2.2), by tab (default) or space
// (+multiline, +nottlid) spacing. Source: BIND 9.18 dig, captured live.
// Near misses: a referral (NS in authority, no SOA), a tc answer (invalid,
// set 1374), a NOERROR with records.
func TestGeneralise1661DigNoData(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"aaaa nodata", "exec", 0, "0", digNoDataAAAA, premise},
		{"mx nodata no aa", "", 0, "", ";; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 1\n;; flags: qr rd ra; QUERY: 1, ANSWER: 0, AUTHORITY: 1, ADDITIONAL: 1\n\n;; AUTHORITY SECTION:\nexample.com.\t1800\tIN\tSOA\tns.icann.org. noc.dns.icann.org. 2024 7200 3600 1209600 3600\n", premise},
		{"multiline spaces", "exec", 0, "0", ";; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 9\n;; flags: qr aa rd; QUERY: 1, ANSWER: 0, AUTHORITY: 1, ADDITIONAL: 1\n\n;; AUTHORITY SECTION:\nexample.test. 300 IN SOA ns1.example.test. admin.example.test. (\n\t\t\t\t1 ; serial\n\t\t\t\t)\nexit status 0", premise},
		{"referral is no nodata", "exec", 0, "0", ";; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 2\n;; flags: qr rd; QUERY: 1, ANSWER: 0, AUTHORITY: 1, ADDITIONAL: 1\n\n;; AUTHORITY SECTION:\nsub.example.test.\t300\tIN\tNS\tns.other.test.\nexit status 0", rung.KindUnknown},
		{"tc keeps invalid", "exec", 0, "0", ";; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 3\n;; flags: qr aa tc rd ra; QUERY: 1, ANSWER: 0, AUTHORITY: 0, ADDITIONAL: 1\nexit status 0", invalid},
	})
}

// Class: BIND's zone loader refusing a zone file (named-checkzone, named's
// log): "not loaded due to errors." after its cause, and the
// "ignoring out-of-zone data" warning. Source: BIND 9.18 named-checkzone,
// captured live. Near misses: the zone file missing (premise) and the CNAME
// rule in a DNS host's API (set 1657, premise).
func TestGeneralise1661BindZoneLoad(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"no ns", "exec", 1, "1", "zone example.test/IN: has no NS records\nzone example.test/IN: not loaded due to errors.\nexit status 1", invalid},
		{"cname and other data", "exec", 1, "1", "dns_master_load: db.x:6: www.x.test: CNAME and other data\nzone x.test/IN: loading from master file db.x failed: CNAME and other data\nzone x.test/IN: not loaded due to errors.\nexit status 1", invalid},
		{"bad dotted quad", "exec", 1, "1", "dns_rdata_fromtext: z.db:5: near '192.0.2.300': bad dotted quad\nzone example.test/IN: loading from master file z.db failed: bad dotted quad\nzone example.test/IN: not loaded due to errors.\nexit status 1", invalid},
		{"named log", "", 0, "", "07-Dec-2026 11:25:00.857 zone example.test/IN: not loaded due to errors.", invalid},
		{"out of zone", "exec", 0, "0", "db.x:5: ignoring out-of-zone data (host.other.test)\nzone x.test/IN: loaded serial 1\nOK\nexit status 0", invalid},
		{"file missing stays premise", "exec", 1, "1", "zone example.test/IN: loading from master file z/missing.db failed: file not found\nzone example.test/IN: not loaded due to errors.\nexit status 1", premise},
		{"api cname rule stays premise", "http", 400, "", `{"id":"unprocessable_entity","message":"CNAME records cannot share a name with other records."}`, premise},
	})
}

// Class: delv's ";; resolution failed: <result>". Source: BIND 9.18 delv,
// captured live (expired RRSIGs, no trust anchor, a silent server). Near
// misses: "name resolution failed" in another program's words keeps its
// reading.
func TestGeneralise1661Delv(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rrsig expired", "exec", 0, "0", ";; validating signed.test/DNSKEY: verify failed due to bad signature (keyid=40553): RRSIG has expired\n;; broken trust chain resolving 'www.signed.test/A/IN': 127.0.0.1#36100\n;; resolution failed: broken trust chain\nexit status 0", premise},
		{"no valid rrsig", "", 0, "", ";; resolution failed: no valid RRSIG", premise},
		{"insecurity proof", "", 0, "", ";; resolution failed: insecurity proof failed", premise},
		{"ncache nxdomain", "exec", 0, "0", ";; resolution failed: ncache nxdomain\nexit status 0", premise},
		{"timed out", "exec", 0, "0", ";; resolution failed: timed out\nexit status 0", transient},
	})
}

// Class: rndc's "'<command>' failed: not dynamic" (freeze, thaw, sync on a
// zone without allow-update or update-policy). Source: BIND 9.18 rndc,
// captured live. Near misses: rndc's "not found" (premise) and "already
// exists" (conflict) keep their readings.
func TestGeneralise1661RndcNotDynamic(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"freeze", "exec", 1, "1", "rndc: 'freeze' failed: not dynamic\nexit status 1", premise},
		{"thaw", "exec", 1, "1", "rndc: 'thaw' failed: not dynamic\nexit status 1", premise},
		{"sync", "", 0, "", "rndc: 'sync' failed: not dynamic", premise},
		{"not found", "exec", 1, "1", "rndc: 'reload' failed: not found\nno matching zone 'x.test' in any view\nexit status 1", premise},
		{"already exists", "exec", 1, "1", "rndc: 'addzone' failed: already exists\nexit status 1", conflict},
	})
}

// Class: named-checkconf's duplicate definition, "<file>:<line>: <clause>
// '<name>': already exists previous definition: <file>:<line>" (isccfg).
// Source: BIND 9.18 named-checkconf, captured live. Near misses: rndc
// addzone's "already exists" and an API's 409 "already exists" stay
// conflict.
func TestGeneralise1661BindConfDuplicate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zone twice", "exec", 1, "1", "bad3.conf:2: zone 'a.test': already exists previous definition: bad3.conf:1\nexit status 1", invalid},
		{"key twice", "exec", 1, "1", "/etc/bind/named.conf.local:12: key 'upd': already exists previous definition: /etc/bind/named.conf.local:3\nexit status 1", invalid},
		{"view twice", "", 0, "", "/etc/bind/named.conf:20: view 'internal': already exists previous definition: /etc/bind/named.conf:8", invalid},
		{"rndc addzone", "exec", 1, "1", "rndc: 'addzone' failed: already exists\nexit status 1", conflict},
		{"api 409", "http", 409, "", `{"error":"zone already exists"}`, conflict},
	})
}
