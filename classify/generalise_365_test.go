package classify

import "testing"

// TestIndependentCases365 runs held-out set 365: Go net/http, crypto/tls and os behind nginx, captured live, labelled blind.
// First run at 0ea361c: 28/30 overall, 11/13 tricky.
//
// Tolerated: i365-tls-no-ip-sans: premise vs invalid (the Go row of docs/taxonomy.md reads x509 errors premise, and sets 40, 79, 159, 184, 268, 285, 290, 303 label the same "doesn't contain any IP SANs" premise): this set read the IP in the URL as the call's argument to repair, where the ruling reads a certificate that does not name the address as the server's configuration.
// Tolerated: i365-os-erofs: premise vs denied (the Go row of docs/taxonomy.md reads EROFS premise, with the read-only family of the SQLITE_READONLY row, and sets 20, 23, 46, 70, 95, 102, 128, 151, 160 label the same "read-only file system" premise): this set read a read-only bind mount as a sandbox boundary, where the ruling reads it as the state of the mount.
func TestIndependentCases365(t *testing.T) {
	runIndependent(t, "testdata/independent365.jsonl", true,
		"i365-tls-no-ip-sans",
		"i365-os-erofs",
	)
}
