package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f106982: 32/35 overall, 17/19 tricky.
// Tolerated: i601-sentry-multiproject-403: invalid vs denied (the 403 ruling: DESIGN.md "Failure kinds", denied for 401/403, read by mcp.go's wrapped-status branch; sentry-mcp's own api-client/errors.ts files this answer as ApiPermissionError): the message's remedy, "Please select a project for your query", is a repair of the arguments, which this set read as invalid, while the words "You do not have access to query across multiple projects" and Sentry's own permission class say the organization lacks the multi-project feature, which the ruling reads as authority; both readings hold.
// TestIndependentCases601 runs held-out set 601: community and vendor MCP servers' tool errors (GitHub, fetch, git, time, sqlite/postgres, Brave, AWS, Supabase, Sentry, Notion, Linear, Atlassian, Stripe, Slack, Cloudflare, Playwright), labelled blind.
func TestIndependentCases601(t *testing.T) {
	runIndependent(t, "testdata/independent601.jsonl", true, "i601-sentry-multiproject-403")
}

// TestGeneralise601 holds the classes set 601's misses showed.
//
// A wall-clock time that a clock change skips is the call's argument, not
// a missing object, whatever "does not exist" the words hold
// (ownrequest.go argumentSyntaxWords). An MCP server that refuses a write
// because its operator started it in read-only mode draws a boundary the
// agent cannot cross, as server-postgres's read-only sandbox does
// (mcp.go readOnlyModeRefusal); a database's own read-only role stays
// premise.
func TestGeneralise601(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A local time in a daylight-saving gap.
		{"java.time ZonedDateTime.ofStrict DateTimeException", "", 0, "", "java.time.DateTimeException: LocalDateTime '2026-03-08T02:30' does not exist in zone 'America/New_York' due to a gap in the local time-line, typically caused by daylight savings", rung.KindInvalid},
		{"joda-time IllegalInstantException", "", 0, "", "org.joda.time.IllegalInstantException: Illegal instant due to time zone offset transition (daylight savings time 'gap'): 2026-03-29T02:30:00.000 (Europe/Berlin)", rung.KindInvalid},
		{"ruby tzinfo PeriodNotFound", "", 0, "", "TZInfo::PeriodNotFound: 2026-03-29 02:30:00 is an invalid local time.", rung.KindInvalid},
		{".NET TimeZoneInfo.ConvertTimeToUtc ArgumentException", "", 0, "", "System.ArgumentException: The supplied DateTime represents an invalid time.  For example, when the clock is adjusted forward, any time in the period that is skipped is invalid. (Parameter 'dateTime')", rung.KindInvalid},
		{"java.time ofStrict passed on as an MCP isError text", "mcp", 0, "isError", "LocalDateTime '2026-10-04T02:15' does not exist in zone 'Australia/Sydney' due to a gap in the local time-line, typically caused by daylight savings", rung.KindInvalid},
		// Near misses: a zone or a time entry that does not exist stays
		// what it was.
		{"near miss: postgres a timezone row missing", "postgres", 0, "42P01", `relation "w601_timezones" does not exist`, rung.KindPremise},
		{"near miss: a calendar event that does not exist", "mcp", 0, "isError", "Event w601-standup does not exist in calendar team@w601.example", rung.KindPremise},

		// An MCP server in its operator's read-only mode refusing a write.
		{"mcp SQL server validateReadOnlyStatement", "mcp", 0, "isError", "TRUNCATE statements are not allowed in read-only mode.", rung.KindDenied},
		{"mcp Cypher server FORBIDDEN_RULE_INDICES", "mcp", 0, "isError", "Query contains a construct that is not allowed in read-only mode (such as LOAD FROM, CALL, or a write clause). Only read operations are permitted.", rung.KindDenied},
		{"mcp SQL server isReadonly toolError", "mcp", 0, "isError", "Cannot perform write operation in read-only mode", rung.KindDenied},
		{"mcp Couchbase EXPLAIN guard isError", "mcp", 0, "isError", "Error: EXPLAIN of data/structure modification statements is not allowed in read-only mode", rung.KindDenied},
		{"DBX MCP global read-only mode tool_error", "mcp", 0, "isError", "DBX global MCP read-only mode is enabled. Redis command blocked.", rung.KindDenied},
		{"sqlglot ReadOnlyViolation as JSON-RPC error", "mcp", 0, "-32603", `{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"Statement ` + "`INSERT`" + ` is not allowed in read-only mode."}}`, rung.KindDenied},
		// Near misses: a database's own read-only role stays premise.
		{"near miss: mysql 1836 innodb_read_only through an MCP tool", "mcp", 0, "isError", "Error 1836 (HY000): Running in read-only mode", rung.KindPremise},
		{"near miss: redis replica READONLY through an MCP tool", "mcp", 0, "isError", "READONLY You can't write against a read only replica.", rung.KindPremise},
	})
}
