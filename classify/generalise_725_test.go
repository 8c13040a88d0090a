package classify

import "testing"

// First run at 70cf6e9: 28/30 overall, 13/15 tricky.
// Tolerated: i725-pg-restock-fn-missing: premise vs invalid (42883 undefined_function is "fix the query", postgres.go pgCodes; only an extension's function reads premise, pgsetup.go): (b) a user routine the plan relies on may be uninstalled (premise) or misnamed/mis-typed in the call (invalid); "function w725_restock(integer) does not exist" cannot tell the two apart.
// Tolerated: i725-go-tls-ip-san: invalid vs premise (every Go x509 verify error, HostnameError included, is "TLS certificate not trusted (configuration, not time)", native.go and goerr.go): (b) dialling the IP instead of the certified name is a repairable argument, while the ruling reads the certificate not covering the endpoint as trust configuration; both hold.
//
// TestIndependentCases725 runs held-out set 725: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http/os, MCP servers and vendor SDKs, labelled blind.
func TestIndependentCases725(t *testing.T) {
	runIndependent(t, "testdata/independent725.jsonl", true, "i725-pg-restock-fn-missing", "i725-go-tls-ip-san")
}
