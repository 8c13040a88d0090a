package classify

import "strings"

// bindTool reads the verdicts of BIND 9's own tools that carry no DNS
// rcode (set 1661, BIND 9.18 captured live):
//   - a zone file the loader refused, as named-checkzone and named's log
//     print it: "zone x/IN: not loaded due to errors." after the cause
//     ("has no NS records", "CNAME and other data" at file:line, "bad
//     dotted quad"), and the warning "file:N: ignoring out-of-zone data
//     (name)" on a zone that loads without the record. The file the caller
//     wrote is wrong: invalid. A zone file that is not there ("failed: file
//     not found") or not readable is the host's fact and is left to the
//     errno readers.
//   - delv's ";; resolution failed: <result>": a DNSSEC validation failure
//     (broken trust chain, no valid signature, RRSIG expired, insecurity
//     proof failed) is the zone's signing, broken until its operator mends
//     it: premise, as dig's SERVFAIL with a DNSSEC EDE (set 1374); "ncache
//     nxdomain" / "ncache nxrrset" are NXDOMAIN and NODATA (premise); a
//     timeout is transient.
//   - rndc's "rndc: '<command>' failed: not dynamic": the zone takes no
//     dynamic updates, so freeze, thaw and sync do not apply to it; the
//     belief that it is dynamic is false (premise). rndc's "not found" and
//     "already exists" keep the generic readings.
func bindTool(t string) (Result, bool) {
	if strings.Contains(t, "zone ") && (strings.Contains(t, ": not loaded due to errors.") || strings.Contains(t, ": ignoring out-of-zone data (")) {
		if hasAny(t, "file not found", "permission denied") {
			return Result{}, false
		}
		return Result{Kind: invalid, Reason: "dns: BIND's zone loader refused the zone file (named-checkzone): the file's records are wrong; edit the file"}, true
	}
	if i := strings.Index(t, ";; resolution failed: "); i >= 0 {
		why := dnsLine(t[i+len(";; resolution failed: "):])
		switch {
		case hasAny(why, "trust chain", "signature", "rrsig", "insecurity proof", "valid ds", "dnskey"):
			return Result{Kind: premise, Reason: "dns: delv: DNSSEC validation failed (" + why + "): the zone's signing is broken until its operator mends it"}, true
		case hasAny(why, "ncache nxdomain", "ncache nxrrset"):
			return Result{Kind: premise, Reason: "dns: delv: " + why + ": the name or the record set does not exist"}, true
		case hasAny(why, "timed out", "servfail"):
			return Result{Kind: transient, Reason: "dns: delv: " + why + ": retry"}, true
		}
		return Result{}, false
	}
	if i := strings.Index(t, "' failed: not dynamic"); i >= 0 && strings.Contains(t[:i], "rndc: '") {
		return Result{Kind: premise, Reason: "dns: rndc: the zone is not dynamic (no allow-update or update-policy): the command does not apply to it"}, true
	}
	return Result{}, false
}
