package classify

import "testing"

// Tolerated: i965-psycopg2-ssl-not-supported: premise vs invalid (docs/taxonomy.md, set 149: libpq's "server does not support SSL, but SSL was required" is premise, the server's ssl setting or the connection string must change): the blind label read sslmode as the call's own argument to repair, the ruling reads the server's missing TLS as a fact of the world; both hold.
// Tolerated: i965-sqlalchemy-check-balance: premise vs invalid (docs/taxonomy.md, 23514 of a check that guards a state, a balance that would go below its floor, is premise): the blind label read the negative value as the call's to change, the ruling reads it as the funds the step assumed not being there; both hold.
// First run at 8857163a: 30/32 overall, 14/16 tricky.
func TestIndependentCases965(t *testing.T) {
	runIndependent(t, "testdata/independent965.jsonl", true, "i965-psycopg2-ssl-not-supported", "i965-sqlalchemy-check-balance")
}
