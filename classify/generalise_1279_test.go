package classify

import "testing"

// First run at ada221f9: 24/38 overall, 6/16 tricky.
func TestIndependentCases1279(t *testing.T) {
	runIndependent(t, "testdata/independent1279.jsonl", false)
}

// TestGeneralise1279CommitStateUnknown holds Apache Iceberg's
// CommitStateUnknownException as its three catalogs' clients print it
// (wording.go outcomeUnknownWords): the commit may have been applied, so a
// retry could append the rows twice. A plain timeout and a lost commit race
// keep their kinds.
func TestGeneralise1279CommitStateUnknown(t *testing.T) {
	const info = "\nCannot determine whether the commit was successful or not, the underlying data files may or may not be needed. Manual intervention via the Remove Orphan Files Action can remove these files when a connection to the Catalog can be re-established if the commit was actually unsuccessful.\nPlease check to see whether or not your commit was successful before retrying this commit. Retrying an already successful operation will result in duplicate records or unintentional modifications.\nAt this time no files will be deleted including possibly unused manifest lists."
	runWordingCases(t, []wordingCase{
		{name: "iceberg hive read timeout", msg: "org.apache.iceberg.exceptions.CommitStateUnknownException: Read timed out" + info, want: ambiguous},
		{name: "iceberg rest 504", msg: "CommitStateUnknownException: Service failed: 504: Gateway Timeout" + info, want: ambiguous},
		{name: "iceberg glue", msg: "Failed to commit w1279_lake.events" + info, want: ambiguous},
		{name: "near miss: bare read timeout", msg: "java.net.SocketTimeoutException: Read timed out", want: transient},
	})
}
