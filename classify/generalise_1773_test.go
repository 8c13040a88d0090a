package classify

import "testing"

// First run at b4fce07e: 30/34 overall, 10/14 tricky.
// Tolerated: i1773-verify-full-ip-host: premise vs invalid (ruling): taxonomy set 1209 row, a certificate that does not name the host stays premise (x509 words are the certificate configuration).
// Tolerated: i1773-lock-table-full-plpgsql: premise vs invalid (ruling): taxonomy 53200 row, "out of shared memory" with the max_locks_per_transaction HINT is premise (lead after sets 405 and 992).
// Tolerated: i1773-unix-socket-absent: premise vs transient (ruling): taxonomy set 1414 row, "dial unix ...: connect: no such file or directory" is premise (nothing at the socket path; 13 blind labels to 1).
// Tolerated: i1773-initdb-dir-not-empty: invalid vs conflict (ruling): taxonomy set 1626 row, initdb -D "exists but is not empty" is invalid (the directory argument must be empty or new).
func TestIndependentCases1773(t *testing.T) {
	runIndependent(t, "testdata/independent1773.jsonl", true,
		"i1773-verify-full-ip-host",
		"i1773-lock-table-full-plpgsql",
		"i1773-unix-socket-absent",
		"i1773-initdb-dir-not-empty",
	)
}
