package classify

import "testing"

// Tolerated: i1166-bedrock-no-tool-use: invalid vs premise (docs/taxonomy.md: "a feature the named model lacks (\"not enabled for models/...\", \"not supported with this model\") ... invalid (change the model or drop the feature), not a setting to switch on"): Bedrock's "This model doesn't support tool use." is that class; I read the model choice as the plan's false belief (premise), the ruling as the call's argument (drop toolConfig or name another modelId); both hold.
// Tolerated: i1166-ollama-no-thinking: invalid vs premise (the same ruling; callshape.go lackedFeatureWords cites Ollama's "\"llama3.2:latest\" does not support thinking" itself): dropping think or naming another model is an argument change; I labelled the capability gap premise, as the brief's topic hint did.
// First run at 5674b17b: 31/34 overall, 14/17 tricky.
func TestIndependentCases1166(t *testing.T) {
	runIndependent(t, "testdata/independent1166.jsonl", true, "i1166-bedrock-no-tool-use", "i1166-ollama-no-thinking")
}

// TestGeneralise1166MmprojHint: llama.cpp's hint that the server was loaded
// without a multimodal projector (--mmproj) reads as a missing start
// option, premise, under 500 server_error, a bare status or no status; the
// same refusal without the hint, and a caller's own flag, keep their kinds.
func TestGeneralise1166MmprojHint(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "image under 500 server_error", protocol: "http", status: 500, code: "server_error",
			msg: `{"error":{"code":500,"message":"image input is not supported - hint: if this is unexpected, you may need to provide the mmproj","type":"server_error"}}`, want: premise},
		{name: "audio, bare 500", protocol: "http", status: 500,
			msg: `{"error":{"code":500,"message":"audio input is not supported - hint: if this is unexpected, you may need to provide the mmproj","type":"server_error"}}`, want: premise},
		{name: "openai-go text", protocol: "", status: 0,
			msg: `POST "http://127.0.0.1:8080/v1/chat/completions": 500 Internal Server Error {"error":{"code":500,"message":"image input is not supported - hint: if this is unexpected, you may need to provide the mmproj","type":"server_error"}}`, want: premise},
		{name: "near miss: no hint, bare 500 server_error", protocol: "http", status: 500, code: "server_error",
			msg: `{"error":{"code":500,"message":"Internal server error: failed to decode image","type":"server_error"}}`, want: transient},
		{name: "near miss: no hint, 500 server_error", protocol: "http", status: 500, code: "server_error",
			msg: `{"error":{"code":500,"message":"image input is not supported","type":"server_error"}}`, want: transient},
		{name: "near miss: no hint, 400 invalid_request_error", protocol: "http", status: 400,
			msg: `{"error":{"code":400,"message":"image input is not supported","type":"invalid_request_error"}}`, want: invalid},
		{name: "near miss: a caller's own flag", protocol: "exec",
			msg: `error: refusing to overwrite existing file; retry this command with --force`, want: unk},
	})
}
