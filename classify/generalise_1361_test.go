package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d41a784f: 33/34 overall, 15/16 tricky.
//
// Tolerated: i1361-oai-batch-cancel-completed: conflict vs premise (the ruling on a cancel or stop of work that has already ended, docs/taxonomy.md, sets 435 and 653: "Cannot cancel run with status 'completed'" reads conflict): the step's goal, the batch not running, already holds; the label read the finished batch as a false belief to replan from, which the ruling weighs and sets aside.
func TestIndependentCases1361(t *testing.T) {
	runIndependent(t, "testdata/independent1361.jsonl", true, "i1361-oai-batch-cancel-completed")
}

// TestGeneralise1361OrganizationVerification: OpenAI's organization
// verification gate ("Your organization must be verified to use the model
// `o3`. Please go to: ... and click on Verify Organization.") is a model that
// exists, closed to this organization until a person verifies it: denied
// (reroute to another model, else hand back), whichever status (400, 403,
// 404) and code (model_not_available, none) carried it; before set 1361 a 404
// or a model_not_available read it as a wrong model name. Near misses: a
// misspelt model ("does not exist or you do not have access to it") and a
// model not offered for this use keep invalid; a project allowlist refusal
// stays denied.
func TestGeneralise1361OrganizationVerification(t *testing.T) {
	const o = `POST "https://api.openai.com/v1/responses": `
	const gate = "Your organization must be verified to use the model `gpt-5`. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization. If you just verified, it can take up to 15 minutes for access to propagate."
	runWordingCases(t, []wordingCase{
		{"openai-go 404 verification", "openai", 404, "", o + `404 Not Found {"error":{"message":"` + gate + `","type":"invalid_request_error","param":null,"code":null}}`, rung.KindDenied},
		{"openai-go 400 model_not_available verification", "openai", 400, "", o + `400 Bad Request {"error":{"message":"` + gate + `","type":"invalid_request_error","param":null,"code":"model_not_available"}}`, rung.KindDenied},
		{"openai 400 code field model_not_available", "openai", 400, "model_not_available", gate, rung.KindDenied},
		{"client text 404 verification", "http", 404, "", "OpenAI responses request failed (404): " + gate, rung.KindDenied},
		{"403 verification", "openai", 403, "", o + `403 Forbidden {"error":{"message":"` + gate + `","type":"invalid_request_error","param":null,"code":null}}`, rung.KindDenied},
		{"404 project allowlist", "openai", 404, "", o + `404 Not Found {"error":{"message":"Project ` + "`proj_abc`" + ` does not have access to model ` + "`gpt-4.1`" + `","type":"invalid_request_error","param":null,"code":"model_not_found"}}`, rung.KindDenied},
		// Near misses: a wrong or unoffered model name stays invalid.
		{"404 misspelt model", "openai", 404, "", o + `404 Not Found {"error":{"message":"The model ` + "`gpt-5x`" + ` does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}}`, rung.KindInvalid},
		{"400 model not offered for fine-tuning", "openai", 400, "", o + `400 Bad Request {"error":{"message":"The model ` + "`o3`" + ` is not available for fine-tuning.","type":"invalid_request_error","param":"model","code":"model_not_available"}}`, rung.KindInvalid},
		{"404 unknown route", "http", 404, "", `POST "https://api.openai.com/v1/respones": 404 Not Found {"error":{"message":"Invalid URL (POST /v1/respones)","type":"invalid_request_error","param":null,"code":null}}`, rung.KindInvalid},
	})
}
