package classify

import "testing"

// TestIndependentCases588 runs held-out set 588: Go libraries' own error texts (database/sql, net/http, tls/x509, net, os/exec, encoding, grpc-go, aws-sdk-go-v2, go-redis, pgx, sqlx/gorm, cobra/flag), labelled blind.
func TestIndependentCases588(t *testing.T) {
	runIndependent(t, "testdata/independent588.jsonl", false)
}
