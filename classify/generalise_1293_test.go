package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b5ab3aad: 27/32 overall, 10/15 tricky.
//
// Tolerated: i1293-cf-response-blocked: invalid vs ambiguous (the guardrail-tripwire ruling, lead from sets 614 and 1102: "an agent framework's guardrail tripwire ... OutputGuardrailTripwireTriggered ... denied: a check the application set up halts the run on this input or output"): Cloudflare's 2017 withholds a model answer under a gateway check the owner set up; the ruling reads that denied, this set ambiguous, the classifier invalid; not flipped alone.
// Tolerated: i1293-portkey-246-output-failed: unknown vs ambiguous: a one-off, Portkey's private status 246 (output guardrail failed, response delivered), read nowhere else; no class to state beyond one gateway's status.
func TestIndependentCases1293(t *testing.T) {
	runIndependent(t, "testdata/independent1293.jsonl", true, "i1293-cf-response-blocked", "i1293-portkey-246-output-failed")
}

// TestGeneralise1293SpendBudget holds LiteLLM proxy's crossed spend
// budgets, under 400, 401 and 429, as premise (a spend cap for the
// period), and its rate limits and auth failures as they were.
func TestGeneralise1293SpendBudget(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"litellm key budget 401", "http", 401, "", `{"detail":"Authentication Error, ExceededTokenBudget: Current spend for token: 7.2e-05; Max Budget for Token: 2e-07"}`, rung.KindPremise},
		{"litellm budget 429", "http", 429, "429", `{"error":{"message":"Budget has been exceeded! Current cost: 5.0, Max budget: 1.0","type":"None","param":"None","code":"429"}}`, rung.KindPremise},
		{"litellm provider budget 429", "http", 429, "429", `{"error":{"message":"No deployments available - crossed budget for provider: Exceeded budget for provider openai: 100.02 >= 100.0","type":"None","param":"None","code":"429"}}`, rung.KindPremise},
		{"litellm user budget 400", "http", 400, "", `ExceededBudget: User=u-w1293 over budget. Spend=20.1, Budget=20`, rung.KindPremise},
		// near misses
		{"litellm cooldown 429", "http", 429, "429", `{"error":{"message":"No deployments available for selected model, Try again in 60 seconds. Passed model=gpt-4o. pre-call-checks=False, cooldown_list=[]","type":"None","param":"None","code":"429"}}`, rung.KindTransient},
		{"litellm rpm 429", "http", 429, "429", `{"error":{"message":"LiteLLM Rate Limit Handler for rate limit type = key. Crossed TPM / RPM / Max Parallel Request Limit. current rpm: 1, rpm limit: 1","type":"None","param":"None","code":"429"}}`, rung.KindTransient},
		{"litellm bad key 401", "http", 401, "", `{"error":{"message":"Authentication Error, Invalid proxy server token passed. Received API Key = sk-...w129, Key Hash (Token) =ab12. Unable to find token in cache or LiteLLM_VerificationTokenTable","type":"auth_error","param":"None","code":"401"}}`, rung.KindDenied},
	})
}

// TestGeneralise1293CardOnFile holds a gateway's "requires a valid credit
// card on file" as a billing step (premise), and a refused key as denied.
func TestGeneralise1293CardOnFile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"vercel 403", "http", 403, "", `{"error":{"message":"AI Gateway requires a valid credit card on file to service requests. Please visit https://vercel.com/d?to=x to add a card and unlock your free credits.","type":"customer_verification_required"}}`, rung.KindPremise},
		{"sdk text", "", 0, "", `GatewayInternalServerError: AI Gateway requires a valid credit card on file to service requests.`, rung.KindPremise},
		{"vercel bad key", "http", 401, "", `{"error":{"message":"Invalid API key","type":"authentication_error"}}`, rung.KindDenied},
	})
}
