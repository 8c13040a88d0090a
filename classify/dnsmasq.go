package classify

import "strings"

// dnsmasq's own texts (set 1749, dnsmasq 2.90 captured live; the man
// page's EXIT CODES: 1 a configuration problem, 2 network access, 3 a
// filesystem operation).

// dnsmasqOptionRefused reports dnsmasq's option parser refusing what it was
// given: on the command line "dnsmasq: bad command line options: <why>"
// (option.c, whatever the why: "try --help" for an unknown option, "bad MX
// preference", "illegal repeated flag", and gai_strerror's "Name or service
// not known" for a --server address that is no address), and in a
// configuration file "dnsmasq: <why> at line N of FILE" ("bad option",
// "Bad address in --address"). Exit status 1: the arguments or the file
// must be edited (invalid). Its other startup failures name no line and
// keep their errno's reading ("cannot read FILE: No such file or
// directory", "failed to create listening socket for ADDR: Address already
// in use").
func dnsmasqOptionRefused(text string) bool {
	if strings.Contains(text, "dnsmasq: bad command line options: ") {
		return true
	}
	i := strings.Index(text, "dnsmasq: ")
	if i < 0 {
		return false
	}
	j := strings.Index(text[i:], " at line ")
	return j > 0 && strings.Contains(text[i+j:], " of ")
}

// dnsmasqText reads what the option parser's words do not:
//   - "dnsmasq: unknown interface X" (--interface naming no interface of
//     this host, exit status 2): the host's fact, premise, as nginx's
//     unknown user.
//   - dnsmasq's TFTP server refusing a write, as tftp-hpa prints it,
//     "Error code 4: unsupported request from ADDR": the man page's
//     --enable-tftp is "deliberately limited to that needed to net-boot a
//     client. Only reading is allowed", so no form of the upload passes
//     here (premise); other TFTP code 4 texts (a malformed request) are
//     not read.
func dnsmasqText(t string) (Result, bool) {
	if strings.Contains(t, "dnsmasq: unknown interface ") {
		return verdict(premise, "dnsmasq: the interface named by --interface does not exist on this host")
	}
	if strings.Contains(t, "Error code 4: unsupported request from ") {
		return verdict(premise, "dnsmasq's TFTP server serves reads only (--enable-tftp): an upload cannot pass here")
	}
	return Result{}, false
}
