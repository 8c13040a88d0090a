package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases546 runs held-out set 546: everyday SaaS APIs (Slack, GitHub, Stripe, Twilio, SendGrid, Shopify, Jira, Notion, Zendesk, HubSpot, Kubernetes), labelled blind.
// First run at a776304: 31/32 overall, 21/22 tricky.
func TestIndependentCases546(t *testing.T) {
	runIndependent(t, "testdata/independent546.jsonl", true)
}

// TestGeneralise546 covers a lister's filtered search that matched nothing,
// worded "no <things> match(ed) your search": the call worked and holds no
// rows, so it is ambiguous, not unknown.
func TestGeneralise546(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "gh issue list (cli/cli pkg/cmd/pr/shared ListNoResults)", msg: "no issues match your search in cli/cli", want: rung.KindAmbiguous},
		{name: "gh pr list --head (ListNoResults with filters)", msg: "no pull requests match your search in octo-org/payments", want: rung.KindAmbiguous},
		{name: "gh search repos (NewNoResultsError)", msg: "no repositories matched your search", want: rung.KindAmbiguous},
		{name: "glab mr list (gitlab-org/cli mr list test)", msg: "No open merge requests match your search in OWNER/REPO.", want: rung.KindAmbiguous},
		{name: "glab mr list without state", msg: "No merge requests match your search", want: rung.KindAmbiguous},
		{name: "listing tool session error", msg: "No listings matched your search. Try broadening your keywords, raising your price limit, or removing the size filter.", want: rung.KindAmbiguous},
		// Near misses: GitHub's search API failures that name the search but
		// are a rate limit and a permission.
		{name: "near miss: GitHub search secondary rate limit", status: 403, msg: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 9C1E:3F2A:1B7D0:2E4C1:6750A1B2.", want: rung.KindTransient},
		{name: "near miss: GitHub search users validation", status: 422, msg: "Validation Failed: the listed users cannot be searched either because the users do not exist or you do not have permission to view the users.", want: rung.KindDenied},
	})
}
