package classify

import "testing"

// TestIndependentCases601 runs held-out set 601: community and vendor MCP servers' tool errors (GitHub, fetch, git, time, sqlite/postgres, Brave, AWS, Supabase, Sentry, Notion, Linear, Atlassian, Stripe, Slack, Cloudflare, Playwright), labelled blind.
func TestIndependentCases601(t *testing.T) {
	runIndependent(t, "testdata/independent601.jsonl", false)
}
