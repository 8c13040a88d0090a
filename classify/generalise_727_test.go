package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at c4e5ee8: 31/32 overall, 16/17 tricky.
// TestIndependentCases727 runs held-out set 727: hosted AI agent platforms and assistant APIs (OpenAI Assistants/Responses/Realtime/Batch, Anthropic batches, Gemini, Mistral, Cohere, Groq, Together, Fireworks), labelled blind.
func TestIndependentCases727(t *testing.T) {
	runIndependent(t, "testdata/independent727.jsonl", true)
}

// TestGeneralise727: a 429 whose limit is stated per minute or second is a
// rate that refills, even when the message names a trial or free plan and
// points at an upgrade (httppreset.go 429, periodwords.go perShortUnit); the
// same plan's monthly or daily allowance stays a premise.
func TestGeneralise727(t *testing.T) {
	const cohereTail = " You can continue to use the Trial key for free or upgrade to a Production key with higher rate limits at 'https://dashboard.cohere.com/api-keys'. Contact us on 'https://discord.gg/XW44jPfYJu' or email us at support@cohere.com with any questions"
	runWordingCases(t, []wordingCase{
		{name: "Cohere Embed trial key, 100 calls / minute (docs.cohere.com/docs/rate-limits)", protocol: "http", status: 429, msg: `{"message":"You are using a Trial key, which is limited to 100 API calls / minute.` + cohereTail + `"}`, want: rung.KindTransient},
		{name: "Cohere Rerank trial key, 10 calls / minute (docs.cohere.com/docs/rate-limits)", protocol: "http", status: 429, msg: `{"message":"You are using a Trial key, which is limited to 10 API calls / minute.` + cohereTail + `"}`, want: rung.KindTransient},
		{name: "OpenAI free-trial account, Limit: 20 / min (Chanzhaoyu/chatgpt-web#321)", protocol: "http", status: 429, msg: `{"error":{"message":"Rate limit reached for default-gpt-3.5-turbo in organization org-w727trial on requests per min. Limit: 20 / min. Current: 30 / min. Contact support@openai.com if you continue to have issues. Please add a payment method to your account to increase your rate limit. Visit https://platform.openai.com/account/billing to add a payment method.","type":"requests","param":null,"code":null}}`, want: rung.KindTransient},
		{name: "Groq free tier RPM with upgrade pitch (console.groq.com/docs/rate-limits)", protocol: "http", status: 429, code: "rate_limit_exceeded", msg: "Rate limit reached for model `llama-3.1-8b-instant` in organization `org_01w727free` service tier `on_demand` on requests per minute (RPM): Limit 30, Used 30, Requested 1. Please try again in 2s. Need more tokens? Upgrade to Dev Tier today at https://console.groq.com/settings/billing", want: rung.KindTransient},
		{name: "Anthropic Messages 429 naming the organization's tier limit per minute (docs.anthropic.com/en/api/rate-limits)", protocol: "anthropic", status: 429, code: "rate_limit_error", msg: `{"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization (w727-org) of 20,000 input tokens per minute. For details, refer to: https://docs.anthropic.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://www.anthropic.com/contact-sales to discuss your options for a rate limit increase."}}`, want: rung.KindTransient},
		// Near misses: keep their kinds.
		{name: "near miss: Cohere trial key monthly allowance stays premise", protocol: "http", status: 429, msg: `{"message":"You are using a Trial key, which is limited to 1000 API calls / month.` + cohereTail + `"}`, want: rung.KindPremise},
		{name: "near miss: OpenAI requests per day (RPD) with no wait stays premise", protocol: "http", status: 429, code: "rate_limit_exceeded", msg: `{"error":{"message":"Rate limit reached for gpt-4o-mini in organization org-w727trial on requests per day (RPD): Limit 200, Used 200, Requested 1. Visit https://platform.openai.com/account/rate-limits to learn more.","type":"requests","param":null,"code":"rate_limit_exceeded"}}`, want: rung.KindPremise},
		{name: "near miss: a trial key minute in a URL path is not a unit", protocol: "http", status: 429, msg: `{"message":"Trial key exhausted; see https://example.com/min/plans"}`, want: rung.KindPremise},
	})
}
