package classify

import (
	"net/netip"
	"strings"
)

// addrLiteralText reads Go's refusals of an IP address the caller wrote
// itself, where no host, resolver or network was asked (set 1459):
//
//   - net/netip's parse errors, which quote the parser and the argument:
//     `ParseAddr("10.0.0.256"): IPv4 field has value >255`,
//     `netip.ParsePrefix("10.0.0.0/33"): prefix length out of range`
//     (net/netip parseAddrError and ParsePrefix). The same text comes back
//     on every call: invalid.
//   - net's errNoSuitableAddress for an IP literal ("dial udp4: address
//     2001:db8::1: no suitable address found"): the literal's family and
//     the network named (tcp4, udp6) disagree, so the two arguments
//     contradict each other. A host name there stays premise (set 372: it
//     resolves to no address of that family).
func addrLiteralText(t string) (Result, bool) {
	if hasAny(t, `parseaddr("`, `parseprefix("`, `parseaddrport("`) {
		return verdict(invalid, "go: net/netip refused the address argument as written: repair it")
	}
	const tail = ": no suitable address found"
	i := indexFold(t, tail)
	if i < 0 {
		return Result{}, false
	}
	head := t[:i]
	j := strings.LastIndex(head, "address ")
	if j < 0 {
		return Result{}, false
	}
	lit := head[j+len("address "):]
	if k := strings.LastIndexByte(lit, ':'); k >= 0 && strings.Count(lit, ":") == 1 {
		lit = lit[:k] // host:port
	}
	lit = strings.TrimSuffix(strings.TrimPrefix(lit, "["), "]")
	if _, err := netip.ParseAddr(lit); err != nil {
		return Result{}, false
	}
	return verdict(invalid, "go: net: an IP literal of the other family than the network named (tcp4, udp6): the network and address arguments disagree")
}
