package classify

import (
	"testing"

	rung "github.com/rungkit/rung"
)

// TestIndependentCases622 runs held-out set 622: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
// First run at 9ffeecf: 32/34 overall, 16/18 tricky.
// Fixed: i622-gh-empty-repo: `gh api`'s stderr "gh: MESSAGE (HTTP NNN)" is now read by GitHub's rules (githubtext.go ghAPIText).
// Tolerated: i622-ddb-putitem-notexists: conflict vs premise (aws.go code table and taxonomy AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split tolerated for i538-ddb-condcheck-create, i555-ddb-put-condcheck, i560-ddb-putitem-condcheck and i570-ddb-cond-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
func TestIndependentCases622(t *testing.T) {
	runIndependent(t, "testdata/independent622.jsonl", true, "i622-ddb-putitem-notexists")
}

// TestGeneralise622 covers `gh api`'s stderr rendering of GitHub's JSON
// message, "gh: MESSAGE (HTTP NNN)" (cli/cli pkg/cmd/api parseErrorResponse:
// fmt.Sprintf("%s (HTTP %d)", parsedBody.Message, statusCode), printed after
// "gh: "): it carries no URL, so GitHub's own rules decide by the message and
// the status it names, not by the bare status a reader would fall back on.
func TestGeneralise622(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gh api empty repo, no status given (GitHub REST: 409 Git Repository is empty.)", "", 0, "", "gh: Git Repository is empty. (HTTP 409)", rung.KindPremise},
		{"gh api archived repo (GitHub docs: archived repositories are read-only)", "http", 403, "", "gh: Repository was archived so is read-only. (HTTP 403)", rung.KindPremise},
		{"gh api branch protection off (GitHub REST: 404 Branch not protected)", "", 0, "", "gh: Branch not protected (HTTP 404)", rung.KindPremise},
		{"gh api bare 404 hides a private repo (GitHub REST troubleshooting)", "", 0, "", "gh: Not Found (HTTP 404)", rung.KindDenied},
		{"gh api primary rate limit (GitHub REST rate limits)", "", 0, "", "gh: API rate limit exceeded for user ID 6220622. If you reach out to GitHub Support for help, please include the request ID C8E2:3B1F:622A:9F0C:6220B7E1. (HTTP 403)", rung.KindTransient},
		{"gh api disabled actions (GitHub REST: 409 Actions is disabled)", "http", 409, "", "gh: Actions is disabled for this repository. (HTTP 409)", rung.KindPremise},
		// Near misses: a "(HTTP NNN)" tail without gh's lead is another
		// client's text and keeps its own reading; gh's bare "gh: HTTP 409"
		// (no JSON message) stays with the status.
		{"near miss: other client's (HTTP 409) tail", "", 0, "", "API error (HTTP 409): {\"error\":\"agent w622-scout already exists\"}", rung.KindConflict},
		{"near miss: azure search index exists", "", 0, "", "index already exists (HTTP 409)", rung.KindConflict},
		{"near miss: gh api bare status", "http", 409, "", "gh: HTTP 409", rung.KindConflict},
	})
}
