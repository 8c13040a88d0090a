package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// dnsToolRcode reads a DNS response code (RFC 1035 4.1.1, RFC 2136 2.2,
// RFC 6895 2.3) where BIND's tools and miekg/dns print it, and an Extended
// DNS Error (RFC 8914) where dig prints one. The rcode is the server's own
// verdict, and the frames round it carry words the generic tables read the
// wrong way: host's "Host x not found: 5(REFUSED)" is a refusal, not a
// missing name; nslookup's "** server can't find x: SERVFAIL" is a server
// failure; nsupdate's "update failed: YXDOMAIN" is a prerequisite saying
// the name already exists (set 1374, captured live against BIND 9.18,
// unbound 1.17 and dnsmasq 2.90).
//
// The frames, each its own anchor, checked before any parsing:
//   - host: "not found: <n>(<RCODE>)"
//   - nslookup: "** server can't find <name>: <RCODE>", and NODATA as
//     "*** Can't find <name>: No answer"
//   - nsupdate: "update failed: <RCODE>[(<TSIG error>)]"
//   - dig: ";; ->>HEADER<<- opcode: QUERY, status: <RCODE>," with an
//     optional "; EDE: <n> (<name>)" line; "; Transfer failed." for a
//     zone transfer the server would not give
//   - host: "<name> has no <TYPE> record" (NODATA)
//   - miekg/dns: "dns: bad xfr rcode: <n>"
//   - dig and host: "'<name>' is not a legal name (<why>)"
//   - miekg/dns: a ParseError, "dns: <why>: \"<token>\" at line: <l>:<c>"
func dnsToolRcode(t string) (Result, bool) {
	if miekgParseError(t) {
		return Result{Kind: invalid, Reason: "dns: miekg/dns could not parse the record or zone text it was given (ParseError): repair the text"}, true
	}
	if i := strings.Index(t, "dns: bad xfr rcode: "); i >= 0 {
		n, w := leadingInt(t[i+len("dns: bad xfr rcode: "):])
		if w > 0 && n < len(dnsRcodeNames) {
			return dnsRcodeVerdict(dnsRcodeNames[n], "", "miekg/dns zone transfer")
		}
		return Result{}, false
	}
	if i := strings.Index(t, "->>HEADER<<- opcode: "); i >= 0 {
		return digHeader(t, t[i:])
	}
	if i := strings.Index(t, "update failed: "); i >= 0 {
		rest := t[i+len("update failed: "):]
		name, tsig := rcodeToken(rest)
		if name == "" {
			// named's own log of a refused update (BIND's update.c FAILC):
			// "update failed: <name>: not authoritative for update zone
			// (NOTAUTH)", the rcode last in parentheses (set 1598).
			name = trailingRcode(dnsLine(rest))
		}
		return dnsRcodeVerdict(name, tsig, "nsupdate")
	}
	if r, ok := dnspythonUpdate(t); ok {
		return r, true
	}
	if i := strings.Index(t, "** server can't find "); i >= 0 {
		rest := t[i+len("** server can't find "):]
		if j := strings.Index(rest, ": "); j >= 0 {
			name, _ := rcodeToken(rest[j+2:])
			return dnsRcodeVerdict(name, "", "nslookup")
		}
		return Result{}, false
	}
	if i := strings.Index(t, "*** Can't find "); i >= 0 && strings.HasPrefix(dnsLine(t[i:]), "*** Can't find ") && strings.HasSuffix(dnsLine(t[i:]), ": No answer") {
		return Result{Kind: premise, Reason: "dns: nslookup: No answer (NODATA): the name holds no record of the type asked"}, true
	}
	if i := strings.Index(t, " not found: "); i >= 0 {
		rest := t[i+len(" not found: "):]
		n, w := leadingInt(rest)
		if w > 0 && w <= 2 && len(rest) > w && rest[w] == '(' {
			name, _ := rcodeToken(rest[w+1:])
			if n < len(dnsRcodeNames) && dnsRcodeNames[n] == name {
				return dnsRcodeVerdict(name, "", "host")
			}
		}
	}
	if strings.Contains(t, "; Transfer failed.") {
		return Result{Kind: denied, Reason: "dns: the zone transfer failed: the server would not give this client the zone (allow-transfer policy, RFC 5936 2.2.1)"}, true
	}
	if i := strings.Index(t, "' is not a legal name ("); i >= 0 && strings.Contains(t[:i], ": '") {
		return Result{Kind: invalid, Reason: "dns: the name given is not a legal domain name (BIND's tools refuse it before any query)"}, true
	}
	if i := strings.Index(t, " record"); i >= 0 && hostNoRecord(t) {
		return Result{Kind: premise, Reason: "dns: host: the name has no record of the type asked (NODATA)"}, true
	}
	return Result{}, false
}

// miekgParseError reports miekg/dns's ParseError (scan.go), the error of
// dns.NewRR and its zone parser for text it cannot read: "dns: bad A A:
// \"999.1.1.1\" at line: 1:34", "dns: bad SRV Port: \"http\" at line:
// 1:36", "dns: unknown RR type: ...". The record text the caller built is
// wrong: invalid (set 1535). An $INCLUDE the parser could not open ("failed
// to open") is a missing file, and keeps its own reading.
func miekgParseError(t string) bool {
	i := strings.Index(t, "\" at line: ")
	if i < 0 {
		return false
	}
	d := strings.LastIndex(t[:i], "dns: ")
	if d < 0 || strings.Contains(t[d:i], "failed to open") || strings.Contains(t[d:i], "too deeply nested") {
		return false
	}
	rest := t[i+len("\" at line: "):]
	_, w := leadingInt(rest)
	if w == 0 || len(rest) <= w || rest[w] != ':' {
		return false
	}
	_, w2 := leadingInt(rest[w+1:])
	return w2 > 0
}

// dnsProtocolCode reads the Code field under the dns protocol as the
// response code a DNS client reports (miekg/dns's RcodeToString names,
// RFC 6895 2.3): the rcode is the server's verdict whatever words the
// caller wrapped round it (set 1535). The TSIG errors BADSIG, BADKEY and
// BADTIME (RFC 8945 5.2) ride on NOTAUTH and read as nsupdate's
// "NOTAUTH(BADSIG)". Rcode 16 is both BADSIG (in a TSIG record) and
// BADVERS (in an OPT record, RFC 6891 6.1.3), and miekg/dns names it
// BADSIG either way: where the text names EDNS or OPT, or the code is
// BADVERS, the server does not speak the EDNS version the request asked
// for, invalid. BADCOOKIE (RFC 7873 5.3) asks the client to send again
// with the server cookie it was given: transient. NOERROR and unknown
// codes are left to the text.
func dnsProtocolCode(proto, code, t string) (Result, bool) {
	if len(proto) != 3 || !strings.EqualFold(proto, "dns") || code == "" {
		return Result{}, false
	}
	name := strings.ToUpper(code)
	switch name {
	case "BADVERS":
		return Result{Kind: invalid, Reason: "dns: BADVERS: the server does not support the EDNS version the request used"}, true
	case "BADSIG":
		if strings.Contains(t, "EDNS") || strings.Contains(t, "OPT ") {
			return Result{Kind: invalid, Reason: "dns: rcode 16 on an EDNS query is BADVERS: the server does not support the EDNS version the request used"}, true
		}
		return dnsRcodeVerdict("NOTAUTH", name, "rcode")
	case "BADKEY", "BADTIME":
		return dnsRcodeVerdict("NOTAUTH", name, "rcode")
	case "BADCOOKIE":
		return Result{Kind: transient, Reason: "dns: BADCOOKIE: send again with the server cookie the answer carried (RFC 7873 5.3)"}, true
	case "NOERROR":
		return dnsNoData(t)
	}
	return dnsRcodeVerdict(name, "", "rcode")
}

// dnsNoData reads a NOERROR the caller reports as a failure: with no
// answer records and not truncated it is NODATA (RFC 2308 2.2), the
// authoritative word that the name holds no record of the type asked, as
// host's "has no AAAA record" and nslookup's "No answer" (premise). A
// truncated answer, or one with records, is left to the other readers.
func dnsNoData(t string) (Result, bool) {
	if strings.Contains(t, "truncated") || strings.Contains(t, "(TC)") || strings.Contains(t, "TC=1") {
		return Result{}, false
	}
	if strings.Contains(t, "NODATA") || strings.Contains(t, " 0 answers") || strings.Contains(t, "ANSWER: 0,") {
		return Result{Kind: premise, Reason: "dns: NOERROR with no answer records (NODATA, RFC 2308 2.2): the name holds no record of the type asked"}, true
	}
	return Result{}, false
}

// dnsRcodeNames are the rcodes by number as BIND and miekg/dns spell them
// (RFC 6895 2.3); 0 is NOERROR, read as no verdict.
var dnsRcodeNames = [...]string{"NOERROR", "FORMERR", "SERVFAIL", "NXDOMAIN", "NOTIMP", "REFUSED", "YXDOMAIN", "YXRRSET", "NXRRSET", "NOTAUTH", "NOTZONE"}

// dnsRcodeVerdict is the kind each rcode proves. tsig is the TSIG error
// nsupdate prints after NOTAUTH ("NOTAUTH(BADSIG)", RFC 8945 5.3.2): a key
// the server does not accept is a refused credential; BADTIME is the
// client's clock.
func dnsRcodeVerdict(name, tsig, who string) (Result, bool) {
	r := func(k rung.Kind, why string) (Result, bool) {
		return Result{Kind: k, Reason: "dns: " + who + ": " + name + " " + why}, true
	}
	switch name {
	case "FORMERR":
		return r(invalid, "(the server could not read the request: repair it)")
	case "SERVFAIL":
		return r(transient, "(the server failed to answer: retry)")
	case "NXDOMAIN":
		return r(premise, "(the name does not exist)")
	case "NOTIMP":
		return r(invalid, "(the server does not implement this kind of request)")
	case "REFUSED":
		return r(denied, "(the server refuses this client for policy reasons)")
	case "YXDOMAIN":
		return r(conflict, "(the name already exists)")
	case "YXRRSET":
		return r(conflict, "(the record set already exists)")
	case "NXRRSET":
		return r(premise, "(the record set the update needs does not exist)")
	case "NOTAUTH":
		switch tsig {
		case "BADSIG", "BADKEY":
			return r(denied, "("+tsig+": the server does not accept the TSIG key)")
		case "BADTIME":
			return r(premise, "(BADTIME: the client's clock is off from the server's)")
		}
		return r(premise, "(the server is not authoritative for the zone)")
	case "NOTZONE":
		return r(invalid, "(a name in the update is outside the zone named)")
	}
	return Result{}, false
}

// digHeader reads dig's status and, on a SERVFAIL, its EDE line (RFC 8914):
// a DNSSEC failure (EDE 1 to 12) is the zone's signing, broken until its
// operator mends it; a filtering or policy code (15 to 18) is a refusal.
// A NOERROR answer with the tc flag and no records is an answer cut to fit
// UDP: the same query must go over TCP (RFC 7766 5).
func digHeader(t, h string) (Result, bool) {
	i := strings.Index(h, "status: ")
	if i < 0 {
		return Result{}, false
	}
	name, _ := rcodeToken(h[i+len("status: "):])
	if name == "NOERROR" {
		if f := strings.Index(h, ";; flags: "); f >= 0 {
			flags := dnsLine(h[f+len(";; flags: "):])
			if j := strings.IndexByte(flags, ';'); j >= 0 && hasWord(flags[:j], "tc") && strings.Contains(flags, "ANSWER: 0,") {
				return Result{Kind: invalid, Reason: "dns: dig: the answer was truncated (tc) with no records: ask again over TCP"}, true
			}
		}
		if digNoData(h) {
			return Result{Kind: premise, Reason: "dns: dig: NOERROR with no answer and the zone's SOA in the authority section (NODATA, RFC 2308 2.2): the name holds no record of the type asked"}, true
		}
		return Result{}, false
	}
	if e := strings.Index(t, "; EDE: "); e >= 0 && name == "SERVFAIL" {
		n, w := leadingInt(t[e+len("; EDE: "):])
		switch {
		case w > 0 && n >= 1 && n <= 12:
			return Result{Kind: premise, Reason: "dns: dig: SERVFAIL with a DNSSEC Extended DNS Error (" + dnsLine(t[e+2:]) + "): the zone's chain of trust is broken until its operator mends it"}, true
		case w > 0 && n >= 15 && n <= 18:
			return Result{Kind: denied, Reason: "dns: dig: SERVFAIL with a policy Extended DNS Error (blocked, censored, filtered or prohibited)"}, true
		}
	}
	return dnsRcodeVerdict(name, "", "dig")
}

// digNoData reports dig's NODATA (RFC 2308 2.2): a NOERROR header whose
// flags line counts "ANSWER: 0," and an AUTHORITY SECTION that holds the
// zone's SOA (set 1661, BIND 9.18 captured live). A referral (NS records in
// the authority section, no SOA) and an empty authority are no NODATA; the
// tc case is read before this.
func digNoData(h string) bool {
	if !strings.Contains(h, "ANSWER: 0,") {
		return false
	}
	a := strings.Index(h, ";; AUTHORITY SECTION:\n")
	if a < 0 {
		return false
	}
	sec := h[a+len(";; AUTHORITY SECTION:\n"):]
	if e := strings.Index(sec, "\n\n"); e >= 0 {
		sec = sec[:e]
	}
	return strings.Contains(sec, "\tSOA\t") || strings.Contains(sec, " SOA ")
}

// rcodeToken returns the upper-case rcode at the start of s and the TSIG
// error in parentheses after it, if any.
func rcodeToken(s string) (name, tsig string) {
	n := 0
	for n < len(s) && ('A' <= s[n] && s[n] <= 'Z') {
		n++
	}
	name = s[:n]
	if n < len(s) && s[n] == '(' {
		if j := strings.IndexByte(s[n:], ')'); j > 0 {
			tsig = s[n+1 : n+j]
		}
	}
	return name, tsig
}

// dnsLine is s up to its first newline.
func dnsLine(s string) string {
	if j := strings.IndexByte(s, '\n'); j >= 0 {
		return s[:j]
	}
	return s
}

// hostNoRecord reports host(1)'s NODATA line, "<name> has no <TYPE>
// record", where the name has a dot and the type is an upper-case
// mnemonic (MX, AAAA, TXT, SRV): an application's "user has no billing
// record" keeps its own reading.
func hostNoRecord(t string) bool {
	for line := range strings.SplitSeq(t, "\n") {
		name, rest, ok := strings.Cut(strings.TrimSpace(line), " has no ")
		if !ok || strings.IndexByte(name, ' ') >= 0 || !strings.Contains(name, ".") {
			continue
		}
		typ, ok := strings.CutSuffix(rest, " record")
		if !ok || typ == "" || len(typ) > 10 {
			continue
		}
		upper := true
		for k := 0; k < len(typ); k++ {
			if !('A' <= typ[k] && typ[k] <= 'Z' || '0' <= typ[k] && typ[k] <= '9') {
				upper = false
			}
		}
		if upper {
			return true
		}
	}
	return false
}

// trailingRcode is the rcode a line ends with in parentheses, as named logs
// an update it refused ("update failed: x.example.: not authoritative for
// update zone (NOTAUTH)", "... (REFUSED)"); "" when the parenthesis holds
// no rcode name.
func trailingRcode(line string) string {
	line = strings.TrimRight(line, " .")
	if !strings.HasSuffix(line, ")") {
		return ""
	}
	j := strings.LastIndexByte(line, '(')
	if j < 0 {
		return ""
	}
	name := line[j+1 : len(line)-1]
	for _, n := range dnsRcodeNames[1:] {
		if name == n {
			return name
		}
	}
	return ""
}

// dnspythonUpdate reads the frames Ansible's nsupdate module (and the
// tools built like it on dnspython) puts round a dynamic update's outcome
// (set 1598): "Failed to create DNS record (rc: 5)" and "Failed to update
// DNS record (rc: 9)" carry the server's rcode as a number (RFC 6895 2.3,
// 5 REFUSED, 9 NOTAUTH), and "TSIG update error (PeerBadKey): The peer
// didn't know the key we used" names dnspython's TSIG exception: the
// server did not know the key (BADKEY) or the signature (BADSIG), a refused
// credential; PeerBadTime is the client's clock (BADTIME).
func dnspythonUpdate(t string) (Result, bool) {
	if i := strings.Index(t, " DNS record (rc: "); i >= 0 {
		n, w := leadingInt(t[i+len(" DNS record (rc: "):])
		if w > 0 && n > 0 && n < len(dnsRcodeNames) {
			return dnsRcodeVerdict(dnsRcodeNames[n], "", "nsupdate module")
		}
		return Result{}, false
	}
	if i := strings.Index(t, "TSIG update error (PeerBad"); i >= 0 {
		switch rest := t[i+len("TSIG update error (PeerBad"):]; {
		case strings.HasPrefix(rest, "Key)"):
			return dnsRcodeVerdict("NOTAUTH", "BADKEY", "dnspython")
		case strings.HasPrefix(rest, "Signature)"):
			return dnsRcodeVerdict("NOTAUTH", "BADSIG", "dnspython")
		case strings.HasPrefix(rest, "Time)"):
			return dnsRcodeVerdict("NOTAUTH", "BADTIME", "dnspython")
		}
	}
	return Result{}, false
}
