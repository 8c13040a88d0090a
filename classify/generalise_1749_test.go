package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 177879a2: 25/34 overall, 9/14 tricky.
func TestIndependentCases1749(t *testing.T) {
	runIndependent(t, "testdata/independent1749.jsonl", true)
}

// TestGeneralise1749DnsmasqOptions: dnsmasq's option parser refusing its
// command line ("dnsmasq: bad command line options: <why>") or a line of its
// configuration file ("dnsmasq: <why> at line N of FILE"), exit status 1 by
// the man page's EXIT CODES (dnsmasq 2.90 captured live; configtext.go
// otherConfRefused, dnsmasq.go dnsmasqOptionRefused): invalid, whatever the
// why says ("Name or service not known" is the parser's gai_strerror for a
// --server that is no address). Near misses: its startup failures that name
// no line (a missing file or directory, a port in use, a privileged port, a
// pid file) keep their errno's kind.
func TestGeneralise1749DnsmasqOptions(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"try help", "exec", 1, "1", "dnsmasq: bad command line options: try --help\nexit status 1", rung.KindInvalid},
		{"bad mx", "exec", 1, "1", "dnsmasq: bad command line options: bad MX preference\nexit status 1", rung.KindInvalid},
		{"repeated flag", "exec", 1, "1", "dnsmasq: bad command line options: illegal repeated flag\nexit status 1", rung.KindInvalid},
		{"server gai", "exec", 1, "1", "dnsmasq: bad command line options: Name or service not known\nexit status 1", rung.KindInvalid},
		{"bad address cli", "exec", 1, "1", "dnsmasq: bad command line options: Bad address in --address\nexit status 1", rung.KindInvalid},
		{"bad option line", "exec", 1, "1", "dnsmasq: bad option at line 2 of /tmp/w1749/bad.conf\nexit status 1", rung.KindInvalid},
		{"bad address line", "", 0, "", "dnsmasq: Bad address in --address at line 2 of /etc/dnsmasq.d/local.conf", rung.KindInvalid},
		{"bad dhcp-range line", "exec", 1, "1", "dnsmasq: bad dhcp-range at line 7 of /etc/dnsmasq.conf\nexit status 1", rung.KindInvalid},
		{"near: conf missing", "exec", 3, "3", "dnsmasq: cannot read /tmp/w1749/missing.conf: No such file or directory\nexit status 3", rung.KindPremise},
		{"near: conf-dir missing", "exec", 3, "3", "dnsmasq: cannot access directory /tmp/w1749/nodir: No such file or directory\nexit status 3", rung.KindPremise},
		{"near: lease file", "exec", 3, "3", "dnsmasq: cannot open or create lease file /tmp/w1749/nodir/leases: No such file or directory\nexit status 3", rung.KindPremise},
		{"near: privileged port", "exec", 2, "2", "dnsmasq: failed to create listening socket for 127.0.0.1: Permission denied\nexit status 2", rung.KindDenied},
		{"near: port in use", "exec", 2, "2", "dnsmasq: failed to create listening socket for 127.0.0.1: Address already in use\nexit status 2", rung.KindPremise},
	})
}

// TestGeneralise1749DnsmasqHost: what dnsmasq says of the host or of its
// own TFTP server that no argument repairs (dnsmasq 2.90 and tftp-hpa 5.2
// captured live; dnsmasq.go dnsmasqText): "unknown interface X" for an
// --interface the host lacks (premise, exit status 2), and the TFTP
// server's "Error code 4: unsupported request from ADDR" for an upload
// (--enable-tftp serves reads only: premise). Near misses: TFTP's file not
// found (premise), access violation (denied) and "Is a directory" under
// code 0 keep their readings.
func TestGeneralise1749DnsmasqHost(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unknown interface", "exec", 2, "2", "dnsmasq: unknown interface nosuch0\nexit status 2", rung.KindPremise},
		{"unknown interface bare", "", 0, "", "dnsmasq: unknown interface eth9", rung.KindPremise},
		{"tftp put", "exec", 0, "0", "Error code 4: unsupported request from 127.0.0.1", rung.KindPremise},
		{"tftp put v6", "", 0, "", "Error code 4: unsupported request from ::1", rung.KindPremise},
		{"near: tftp not found", "exec", 0, "0", "Error code 1: file /tmp/w1749/tftp/missing.bin not found for 127.0.0.1", rung.KindPremise},
		{"near: tftp access", "exec", 0, "0", "Error code 2: cannot access /tmp/w1749/tftp/private.bin: Permission denied", rung.KindDenied},
		{"near: tftp directory", "exec", 0, "0", "Error code 0: cannot read /tmp/w1749/tftp/sub: Is a directory", rung.KindInvalid},
	})
}

// TestGeneralise1749CurlTFTP: curl's TFTP exit codes (libcurl-errors(3))
// read by the code whatever text curl prints beside it (curl 7.88.1
// captured live prints a stale "getpeername() failed with errno 107"
// over the TFTP reason; mailcodes.go mailClientWords): 68 not found
// (premise), 69 access violation (denied), 73 file exists (conflict).
// Near misses: curl's 67 login denied, 7 couldn't connect and 55 SMTP
// replies keep their readings.
func TestGeneralise1749CurlTFTP(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"69 stale", "exec", 69, "69", "curl: (69) getpeername() failed with errno 107: Transport endpoint is not connected\nexit status 69", rung.KindDenied},
		{"69 words", "exec", 69, "69", "curl: (69) TFTP: Access Violation\nexit status 69", rung.KindDenied},
		{"68 stale", "exec", 68, "68", "curl: (68) getpeername() failed with errno 107: Transport endpoint is not connected\nexit status 68", rung.KindPremise},
		{"68 words", "", 0, "", "curl: (68) TFTP: File Not Found", rung.KindPremise},
		{"73 exists", "exec", 73, "73", "curl: (73) Remote file already exists\nexit status 73", rung.KindConflict},
		{"near: 67", "exec", 67, "67", "curl: (67) Login denied\nexit status 67", rung.KindDenied},
		{"near: 7", "exec", 7, "7", "curl: (7) Failed to connect to 127.0.0.1 port 34909 after 0 ms: Couldn't connect to server\nexit status 7", rung.KindTransient},
		{"near: 55 rcpt", "exec", 55, "55", "curl: (55) RCPT failed: 450\nexit status 55", rung.KindTransient},
	})
}
