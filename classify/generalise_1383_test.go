package classify

import "testing"

// First run at 2b8451db: 30/36 overall, 14/20 tricky.
// Tolerated: i1383-oai-resp-failed-prompt: invalid vs denied (ruling: codes.go "invalid_prompt" "is a rejected prompt", docs/taxonomy.md 403 row, set 162): the policy filter's refusal reads invalid there.
// Tolerated: i1383-oai-prompt-flagged-400: invalid vs denied (ruling: codes.go invalid_prompt, set 162): as above, the same code under a 400.
// Tolerated: i1383-oai-model-deprecated: premise vs invalid (ruling: docs/taxonomy.md model_not_found "premise when the model has been deprecated", codes.go modeModel): a retired model reads premise there.
// Tolerated: i1383-ant-refusal-200: ambiguous vs denied (ruling: endreason.go, stop_reason refusal "the call worked, its output is unusable").
func TestIndependentCases1383(t *testing.T) {
	runIndependent(t, "testdata/independent1383.jsonl", true, "i1383-oai-resp-failed-prompt", "i1383-oai-prompt-flagged-400", "i1383-oai-model-deprecated", "i1383-ant-refusal-200")
}

// TestGeneralise1383HedgedCannotFind: OpenAI's "Cannot find file <id>, or
// project <id> does not have access to it." (Files, Batches, vector stores
// under a 400 with param file_id) is the not-found-first hedge of set 355:
// the object the plan rests on is not there (not yet visible, deleted, in
// another project), and the access clause comes only after it, as the
// other possibility. premise; a refusal that leads with access, or that
// names no missing object, stays denied (captured live, openai-go v3.98.0).
func TestGeneralise1383HedgedCannotFind(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"oai file hedge raw", "openai", 400, "", `{"message":"Cannot find file file-Ab12Cd34, or project proj_Zy98 does not have access to it.","type":"invalid_request_error","param":"file_id","code":null}`, premise},
		{"oai file hedge python", "", 400, "", `Error code: 400 - {'error': {'message': 'Cannot find file file-7tEG, or project proj_849B does not have access to it.', 'type': 'invalid_request_error', 'param': 'file_id', 'code': None}}`, premise},
		{"org hedge", "http", 404, "", "Could not find vector store vs_123, or organization org-9 does not have access to it.", premise},
		{"hedge under 403", "openai", 403, "", "Cannot find file file-x, or project proj_y does not have access to it.", premise},
		// near misses: access first, or no missing object named
		{"project lacks model", "openai", 403, "", "Project `proj_abc` does not have access to model `gpt-4.1`", denied},
		{"plain no access", "openai", 403, "", "Your organization does not have access to this file.", denied},
		{"permission first", "http", 403, "", "You do not have access to file file-x, or it could not be found.", denied},
	})
}

// TestGeneralise1383SDKErrorUndecodable: the Stainless-generated Go SDKs
// (openai-go, anthropic-sdk-go and their siblings) decode a non-2xx body
// into internal/apierror.Error; when the body does not fit that shape
// (OpenAI's 403 {"error":"You have insufficient permissions ..."} with the
// error as a string) the SDK returns only encoding/json's "json: cannot
// unmarshal ... into Go value of type apierror.Error": the status and the
// server's words are lost, nothing in the call is shown wrong. unknown;
// a decode error into the caller's own types stays invalid (captured live,
// openai-go v3.98.0 against a local server).
func TestGeneralise1383SDKErrorUndecodable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai string error", "openai", 0, "", "json: cannot unmarshal string into Go value of type apierror.Error", unk},
		{"anthropic array", "anthropic", 0, "", "json: cannot unmarshal array into Go value of type apierror.Error", unk},
		{"go no protocol", "go", 0, "", "json: cannot unmarshal number into Go value of type apierror.Error", unk},
		{"field form", "", 0, "", "json: cannot unmarshal object into Go struct field Error.message of type string", invalid},
		// near misses: the caller's own types keep invalid
		{"own struct", "go", 0, "", "json: cannot unmarshal string into Go value of type main.Config", invalid},
		{"own field", "go", 0, "", "json: cannot unmarshal string into Go struct field Params.max_tokens of type int", invalid},
	})
}
