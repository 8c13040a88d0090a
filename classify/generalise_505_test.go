package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases505 runs held-out set 505: a customer-onboarding agent's day across pgx, modernc sqlite, nginx, Go net/http and os, the MCP reference servers and the OpenAI/Anthropic Go SDKs, captured live, labelled blind.
// First run at b49af78: 31/32 overall, 14/15 tricky.
func TestIndependentCases505(t *testing.T) {
	runIndependent(t, "testdata/independent505.jsonl", true)
}

// TestGeneralise505CustomSetting checks 42704 for a dotted custom setting a
// session never set, as drivers print it, against a built-in setting's
// misspelt name, which stays invalid.
func TestGeneralise505CustomSetting(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pgx", "postgres", 0, "42704", `ERROR: unrecognized configuration parameter "app.tenant_id" (SQLSTATE 42704)`, rung.KindPremise},
		{"psycopg", "postgres", 0, "42704", `psycopg.errors.UndefinedObject: unrecognized configuration parameter "app.current_user"`, rung.KindPremise},
		{"node-postgres", "postgres", 0, "42704", `error: unrecognized configuration parameter "myapp.org_id"`, rung.KindPremise},
		{"mcp tool", "mcp", 0, "isError", `{"content":[{"type":"text","text":"ERROR: unrecognized configuration parameter \"request.jwt.claims\" (SQLSTATE 42704)"}],"isError":true}`, rung.KindPremise},
		{"prisma", "", 0, "", `Invalid prisma.$queryRaw() invocation: Raw query failed. Code: 42704. Message: unrecognized configuration parameter "app.tenant"`, rung.KindPremise},
		// Near misses: a built-in setting's name misspelt stays invalid.
		{"builtin typo", "postgres", 0, "42704", `ERROR: unrecognized configuration parameter "statment_timeout" (SQLSTATE 42704)`, rung.KindInvalid},
		{"builtin typo pgx", "postgres", 0, "42704", `ERROR: unrecognized configuration parameter "work_mem_mb" (SQLSTATE 42704)`, rung.KindInvalid},
	})
}
